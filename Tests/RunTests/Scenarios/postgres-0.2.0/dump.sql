--
-- PostgreSQL database dump
--




SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.events (
    fixture_id bigint NOT NULL,
    league_id bigint,
    season bigint,
    seq bigint NOT NULL,
    period text,
    minute bigint,
    extra_minute bigint,
    clock text,
    team_id bigint,
    team_name text,
    side text,
    type text,
    detail text,
    kind text,
    comments text,
    player_id bigint,
    player_name text,
    assist_id bigint,
    assist_name text,
    player_off_id bigint,
    player_off_name text,
    player_on_id bigint,
    player_on_name text,
    substitution_rule text,
    score_home bigint,
    score_away bigint,
    shootout_home bigint,
    shootout_away bigint
);


--
-- Name: TABLE events; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.events IS 'football-etl table events: key (fixture_id, seq); rows of one league-season each, replaced per league-season.';


--
-- Name: COLUMN events.fixture_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.events.fixture_id IS 'API-Football fixture id.';


--
-- Name: COLUMN events.league_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.events.league_id IS 'API-Football id of the fixture''s league.';


--
-- Name: COLUMN events.season; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.events.season IS 'Season of the fixture, as the year it starts (2024 is 2024-25).';


--
-- Name: COLUMN events.seq; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.events.seq IS 'Position of the event in match order within the fixture, from 1.';


--
-- Name: COLUMN events.period; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.events.period IS 'Match period: first_half, second_half, extra_time or penalty_shootout.';


--
-- Name: COLUMN events.minute; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.events.minute IS 'Match minute of the event (the API''s `elapsed`). [minutes]';


--
-- Name: COLUMN events.extra_minute; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.events.extra_minute IS 'Stoppage-time minutes after `minute` (in a shootout: the kick number); empty when none.';


--
-- Name: COLUMN events.clock; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.events.clock IS 'Match clock as written in reports (`45+2''`); empty for shootout kicks.';


--
-- Name: COLUMN events.team_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.events.team_id IS 'API-Football id of the team the event is credited to.';


--
-- Name: COLUMN events.team_name; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.events.team_name IS 'Name of the team the event is credited to.';


--
-- Name: COLUMN events.side; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.events.side IS 'Whether that team is the `home` or `away` team.';


--
-- Name: COLUMN events.type; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.events.type IS 'Event type as the API sends it (Goal, Card, subst, Var).';


--
-- Name: COLUMN events.detail; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.events.detail IS 'Event detail as the API sends it (Normal Goal, Yellow Card, Substitution 1…).';


--
-- Name: COLUMN events.kind; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.events.kind IS 'Normalised kind: goal, own_goal, penalty_goal, missed_penalty, yellow_card, second_yellow, red_card, substitution, var or other.';


--
-- Name: COLUMN events.comments; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.events.comments IS 'The API''s comment on the event (e.g. "Foul"), if any.';


--
-- Name: COLUMN events.player_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.events.player_id IS 'API-Football id of the event''s player (for an own goal, the scorer from the other side).';


--
-- Name: COLUMN events.player_name; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.events.player_name IS 'Name of the event''s player.';


--
-- Name: COLUMN events.assist_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.events.assist_id IS 'API-Football id of the assisting player (in substitutions, the API''s second player).';


--
-- Name: COLUMN events.assist_name; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.events.assist_name IS 'Name of the assisting player (in substitutions, the API''s second player).';


--
-- Name: COLUMN events.player_off_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.events.player_off_id IS 'For a substitution: API-Football id of the player who went off.';


--
-- Name: COLUMN events.player_off_name; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.events.player_off_name IS 'For a substitution: name of the player who went off.';


--
-- Name: COLUMN events.player_on_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.events.player_on_id IS 'For a substitution: API-Football id of the player who came on.';


--
-- Name: COLUMN events.player_on_name; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.events.player_on_name IS 'For a substitution: name of the player who came on.';


--
-- Name: COLUMN events.substitution_rule; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.events.substitution_rule IS 'How the substitution''s direction was decided: `lineups` (from the lineups) or `documented_order` (the API''s order, player off then assist on).';


--
-- Name: COLUMN events.score_home; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.events.score_home IS 'Home team''s goals after this event.';


--
-- Name: COLUMN events.score_away; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.events.score_away IS 'Away team''s goals after this event.';


--
-- Name: COLUMN events.shootout_home; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.events.shootout_home IS 'Home team''s shootout penalties scored after this event; empty outside the shootout.';


--
-- Name: COLUMN events.shootout_away; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.events.shootout_away IS 'Away team''s shootout penalties scored after this event; empty outside the shootout.';


--
-- Name: fixtures; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.fixtures (
    fixture_id bigint NOT NULL,
    league_id bigint,
    season bigint,
    league_name text,
    round text,
    round_stage text,
    round_number bigint,
    round_order bigint,
    is_current_round boolean,
    kickoff_utc timestamp with time zone,
    kickoff_local text,
    status text,
    status_long text,
    elapsed bigint,
    referee text,
    venue_id bigint,
    venue_name text,
    venue_city text,
    home_team_id bigint,
    home_team_name text,
    away_team_id bigint,
    away_team_name text,
    home_goals bigint,
    away_goals bigint,
    halftime_home bigint,
    halftime_away bigint,
    fulltime_home bigint,
    fulltime_away bigint,
    extratime_home bigint,
    extratime_away bigint,
    penalty_home bigint,
    penalty_away bigint,
    winner text,
    events_score text,
    score_check text
);


--
-- Name: TABLE fixtures; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.fixtures IS 'football-etl table fixtures: key (fixture_id); rows of one league-season each, replaced per league-season.';


--
-- Name: COLUMN fixtures.fixture_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.fixture_id IS 'API-Football fixture id.';


--
-- Name: COLUMN fixtures.league_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.league_id IS 'API-Football league id.';


--
-- Name: COLUMN fixtures.season; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.season IS 'Season, as the year it starts (2024 is 2024-25).';


--
-- Name: COLUMN fixtures.league_name; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.league_name IS 'League name as the API spells it.';


--
-- Name: COLUMN fixtures.round; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.round IS 'Round name as the API sends it (e.g. "Regular Season - 12").';


--
-- Name: COLUMN fixtures.round_stage; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.round_stage IS 'Stage part of the round name (e.g. "Regular Season", "Round of 16").';


--
-- Name: COLUMN fixtures.round_number; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.round_number IS 'Number part of the round name (12 in "Regular Season - 12"); empty when it has none.';


--
-- Name: COLUMN fixtures.round_order; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.round_order IS 'Order of the round within the league-season, from 1 (stages by first kickoff, then number).';


--
-- Name: COLUMN fixtures.is_current_round; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.is_current_round IS 'Whether the API names this round as current (`fixtures/rounds?current=true`); empty when that was not extracted.';


--
-- Name: COLUMN fixtures.kickoff_utc; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.kickoff_utc IS 'Kickoff time, UTC, ISO 8601.';


--
-- Name: COLUMN fixtures.kickoff_local; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.kickoff_local IS 'Kickoff as local wall-clock time with UTC offset, ISO 8601, in the pipeline''s `timezone`.';


--
-- Name: COLUMN fixtures.status; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.status IS 'Match status, the API''s short code (NS, 1H, HT, FT, AET, PEN, PST, CANC…).';


--
-- Name: COLUMN fixtures.status_long; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.status_long IS 'Match status in words (e.g. "Match Finished").';


--
-- Name: COLUMN fixtures.elapsed; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.elapsed IS 'Minutes played when the fixture was extracted (90, or 120 after extra time, once finished; empty before kickoff). [minutes]';


--
-- Name: COLUMN fixtures.referee; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.referee IS 'Referee''s name, as the API sends it (often with a country).';


--
-- Name: COLUMN fixtures.venue_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.venue_id IS 'API-Football venue id.';


--
-- Name: COLUMN fixtures.venue_name; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.venue_name IS 'Venue name.';


--
-- Name: COLUMN fixtures.venue_city; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.venue_city IS 'Venue city.';


--
-- Name: COLUMN fixtures.home_team_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.home_team_id IS 'API-Football id of the home team.';


--
-- Name: COLUMN fixtures.home_team_name; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.home_team_name IS 'Home team name.';


--
-- Name: COLUMN fixtures.away_team_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.away_team_id IS 'API-Football id of the away team.';


--
-- Name: COLUMN fixtures.away_team_name; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.away_team_name IS 'Away team name.';


--
-- Name: COLUMN fixtures.home_goals; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.home_goals IS 'Goals of the home team (the current score while in play, all play including extra time when finished; shootout not included).';


--
-- Name: COLUMN fixtures.away_goals; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.away_goals IS 'Goals of the away team (the current score while in play, all play including extra time when finished; shootout not included).';


--
-- Name: COLUMN fixtures.halftime_home; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.halftime_home IS 'Home goals at half time.';


--
-- Name: COLUMN fixtures.halftime_away; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.halftime_away IS 'Away goals at half time.';


--
-- Name: COLUMN fixtures.fulltime_home; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.fulltime_home IS 'Home goals at full time (the API''s `score.fulltime`).';


--
-- Name: COLUMN fixtures.fulltime_away; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.fulltime_away IS 'Away goals at full time (the API''s `score.fulltime`).';


--
-- Name: COLUMN fixtures.extratime_home; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.extratime_home IS 'Home goals in extra time (the API''s `score.extratime`); empty without extra time.';


--
-- Name: COLUMN fixtures.extratime_away; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.extratime_away IS 'Away goals in extra time (the API''s `score.extratime`); empty without extra time.';


--
-- Name: COLUMN fixtures.penalty_home; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.penalty_home IS 'Home penalties scored in the shootout; empty without one.';


--
-- Name: COLUMN fixtures.penalty_away; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.penalty_away IS 'Away penalties scored in the shootout; empty without one.';


--
-- Name: COLUMN fixtures.winner; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.winner IS 'Who won, once the match is finished: `home`, `away` or `draw` (the shootout winner after penalties); empty before.';


--
-- Name: COLUMN fixtures.events_score; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.events_score IS 'Final score counted from the event timeline, `home-away`; empty without events.';


--
-- Name: COLUMN fixtures.score_check; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.fixtures.score_check IS '`ok` when the events'' score equals the fixture''s score, `mismatch` when not (never corrected); empty when there is nothing to compare.';


--
-- Name: football_etl_loads; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.football_etl_loads (
    load_id bigint NOT NULL,
    pipeline text NOT NULL,
    manifest_sha256 text NOT NULL,
    league_seasons text NOT NULL,
    tables jsonb NOT NULL,
    inserted bigint NOT NULL,
    updated bigint NOT NULL,
    deleted bigint NOT NULL,
    loaded_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: TABLE football_etl_loads; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.football_etl_loads IS 'football-etl: one row per load into this schema (the only table holding wall-clock times).';


--
-- Name: football_etl_loads_load_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.football_etl_loads ALTER COLUMN load_id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.football_etl_loads_load_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: leagues; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.leagues (
    league_id bigint NOT NULL,
    name text,
    type text,
    country text,
    country_code text,
    season bigint NOT NULL,
    start_date date,
    end_date date,
    is_current boolean,
    coverage_events boolean,
    coverage_lineups boolean,
    coverage_fixture_statistics boolean,
    coverage_player_statistics boolean,
    coverage_standings boolean,
    coverage_players boolean,
    coverage_top_scorers boolean,
    coverage_top_assists boolean,
    coverage_top_cards boolean,
    coverage_injuries boolean,
    coverage_predictions boolean,
    coverage_odds boolean
);


--
-- Name: TABLE leagues; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.leagues IS 'football-etl table leagues: key (league_id, season); rows shared by every league-season, upserted by key.';


--
-- Name: COLUMN leagues.league_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.leagues.league_id IS 'API-Football league id.';


--
-- Name: COLUMN leagues.name; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.leagues.name IS 'League name.';


--
-- Name: COLUMN leagues.type; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.leagues.type IS 'League or Cup.';


--
-- Name: COLUMN leagues.country; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.leagues.country IS 'Country name ("World" for international competitions).';


--
-- Name: COLUMN leagues.country_code; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.leagues.country_code IS 'Country code as the API sends it (e.g. GB-ENG); empty for World.';


--
-- Name: COLUMN leagues.season; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.leagues.season IS 'Season, as the year it starts (2024 is 2024-25).';


--
-- Name: COLUMN leagues.start_date; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.leagues.start_date IS 'First day of the season.';


--
-- Name: COLUMN leagues.end_date; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.leagues.end_date IS 'Last day of the season.';


--
-- Name: COLUMN leagues.is_current; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.leagues.is_current IS 'Whether the API marks this as the league''s current season.';


--
-- Name: COLUMN leagues.coverage_events; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.leagues.coverage_events IS 'Whether the API covers fixture events for this season.';


--
-- Name: COLUMN leagues.coverage_lineups; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.leagues.coverage_lineups IS 'Whether the API covers lineups for this season.';


--
-- Name: COLUMN leagues.coverage_fixture_statistics; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.leagues.coverage_fixture_statistics IS 'Whether the API covers team match statistics for this season.';


--
-- Name: COLUMN leagues.coverage_player_statistics; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.leagues.coverage_player_statistics IS 'Whether the API covers player match statistics for this season.';


--
-- Name: COLUMN leagues.coverage_standings; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.leagues.coverage_standings IS 'Whether the API covers standings for this season.';


--
-- Name: COLUMN leagues.coverage_players; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.leagues.coverage_players IS 'Whether the API covers player season statistics for this season.';


--
-- Name: COLUMN leagues.coverage_top_scorers; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.leagues.coverage_top_scorers IS 'Whether the API covers top scorers for this season.';


--
-- Name: COLUMN leagues.coverage_top_assists; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.leagues.coverage_top_assists IS 'Whether the API covers top assists for this season.';


--
-- Name: COLUMN leagues.coverage_top_cards; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.leagues.coverage_top_cards IS 'Whether the API covers top cards for this season.';


--
-- Name: COLUMN leagues.coverage_injuries; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.leagues.coverage_injuries IS 'Whether the API covers injuries for this season.';


--
-- Name: COLUMN leagues.coverage_predictions; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.leagues.coverage_predictions IS 'Whether the API covers predictions for this season.';


--
-- Name: COLUMN leagues.coverage_odds; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.leagues.coverage_odds IS 'Whether the API covers odds for this season.';


--
-- Name: lineups; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.lineups (
    fixture_id bigint NOT NULL,
    league_id bigint,
    season bigint,
    team_id bigint NOT NULL,
    team_name text,
    side text,
    formation text,
    coach_id bigint,
    coach_name text,
    lineup_order bigint NOT NULL,
    player_id bigint,
    player_name text,
    number bigint,
    "position" text,
    grid text,
    grid_row bigint,
    grid_col bigint,
    starter boolean
);


--
-- Name: TABLE lineups; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.lineups IS 'football-etl table lineups: key (fixture_id, team_id, lineup_order); rows of one league-season each, replaced per league-season.';


--
-- Name: COLUMN lineups.fixture_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.lineups.fixture_id IS 'API-Football fixture id.';


--
-- Name: COLUMN lineups.league_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.lineups.league_id IS 'API-Football id of the fixture''s league.';


--
-- Name: COLUMN lineups.season; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.lineups.season IS 'Season of the fixture, as the year it starts (2024 is 2024-25).';


--
-- Name: COLUMN lineups.team_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.lineups.team_id IS 'API-Football team id.';


--
-- Name: COLUMN lineups.team_name; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.lineups.team_name IS 'Team name as the API spells it.';


--
-- Name: COLUMN lineups.side; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.lineups.side IS 'Whether the team played at home or away in the fixture: `home` or `away`; empty when it is neither team.';


--
-- Name: COLUMN lineups.formation; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.lineups.formation IS 'The team''s formation in this fixture (e.g. "4-3-3").';


--
-- Name: COLUMN lineups.coach_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.lineups.coach_id IS 'API-Football coach id.';


--
-- Name: COLUMN lineups.coach_name; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.lineups.coach_name IS 'The team''s coach in this fixture.';


--
-- Name: COLUMN lineups.lineup_order; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.lineups.lineup_order IS 'Order in the team''s lineup, from 1: starting XI first, then substitutes, each as listed.';


--
-- Name: COLUMN lineups.player_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.lineups.player_id IS 'API-Football player id.';


--
-- Name: COLUMN lineups.player_name; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.lineups.player_name IS 'Player name as the API spells it (often abbreviated, e.g. "E. Haaland").';


--
-- Name: COLUMN lineups.number; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.lineups.number IS 'Shirt number.';


--
-- Name: COLUMN lineups."position"; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.lineups."position" IS 'Position as the API sends it in lineups: G, D, M or F.';


--
-- Name: COLUMN lineups.grid; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.lineups.grid IS 'Position on the formation grid as the API sends it, `row:column` (e.g. "4:2"); empty for substitutes.';


--
-- Name: COLUMN lineups.grid_row; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.lineups.grid_row IS 'Row part of `grid` (1 is the goalkeeper''s row).';


--
-- Name: COLUMN lineups.grid_col; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.lineups.grid_col IS 'Column part of `grid`.';


--
-- Name: COLUMN lineups.starter; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.lineups.starter IS 'Whether the player is in the starting XI.';


--
-- Name: player_match_stats; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.player_match_stats (
    fixture_id bigint,
    league_id bigint,
    season bigint,
    team_id bigint,
    team_name text,
    side text,
    player_id bigint,
    player_name text,
    number bigint,
    "position" text,
    minutes bigint,
    rating double precision,
    captain boolean,
    substitute boolean,
    offsides bigint,
    shots_total bigint,
    shots_on bigint,
    goals bigint,
    goals_conceded bigint,
    assists bigint,
    saves bigint,
    passes_total bigint,
    passes_key bigint,
    passes_accuracy bigint,
    tackles_total bigint,
    tackles_blocks bigint,
    tackles_interceptions bigint,
    duels_total bigint,
    duels_won bigint,
    dribbles_attempts bigint,
    dribbles_success bigint,
    dribbles_past bigint,
    fouls_drawn bigint,
    fouls_committed bigint,
    yellow_cards bigint,
    red_cards bigint,
    penalty_won bigint,
    penalty_committed bigint,
    penalty_scored bigint,
    penalty_missed bigint,
    penalty_saved bigint
);


--
-- Name: TABLE player_match_stats; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.player_match_stats IS 'football-etl table player_match_stats: key (fixture_id, team_id, player_id); rows of one league-season each, replaced per league-season.';


--
-- Name: COLUMN player_match_stats.fixture_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.fixture_id IS 'API-Football fixture id.';


--
-- Name: COLUMN player_match_stats.league_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.league_id IS 'API-Football id of the fixture''s league.';


--
-- Name: COLUMN player_match_stats.season; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.season IS 'Season of the fixture, as the year it starts (2024 is 2024-25).';


--
-- Name: COLUMN player_match_stats.team_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.team_id IS 'API-Football team id.';


--
-- Name: COLUMN player_match_stats.team_name; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.team_name IS 'Team name as the API spells it.';


--
-- Name: COLUMN player_match_stats.side; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.side IS 'Whether the player''s team played at home or away: `home` or `away`.';


--
-- Name: COLUMN player_match_stats.player_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.player_id IS 'API-Football player id.';


--
-- Name: COLUMN player_match_stats.player_name; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.player_name IS 'Player name as the API spells it (often abbreviated, e.g. "E. Haaland").';


--
-- Name: COLUMN player_match_stats.number; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.number IS 'Shirt number in this match.';


--
-- Name: COLUMN player_match_stats."position"; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats."position" IS 'Position in this match as the API sends it: G, D, M or F.';


--
-- Name: COLUMN player_match_stats.minutes; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.minutes IS 'Minutes played in the match, as the API counts them: stoppage time included, so a full match is often more than 90. [minutes]';


--
-- Name: COLUMN player_match_stats.rating; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.rating IS 'API-Football''s match rating (about 0–10), read from its text; empty when not rated.';


--
-- Name: COLUMN player_match_stats.captain; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.captain IS 'Whether the player captained the team in this match.';


--
-- Name: COLUMN player_match_stats.substitute; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.substitute IS 'Whether the player started on the bench.';


--
-- Name: COLUMN player_match_stats.offsides; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.offsides IS 'Times caught offside.';


--
-- Name: COLUMN player_match_stats.shots_total; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.shots_total IS 'Shots taken (the API''s `shots.total`).';


--
-- Name: COLUMN player_match_stats.shots_on; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.shots_on IS 'Shots on target.';


--
-- Name: COLUMN player_match_stats.goals; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.goals IS 'Goals scored.';


--
-- Name: COLUMN player_match_stats.goals_conceded; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.goals_conceded IS 'Goals conceded (the API''s `goals.conceded`, kept for goalkeepers; 0 or empty for others).';


--
-- Name: COLUMN player_match_stats.assists; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.assists IS 'Assists (passes leading directly to a goal).';


--
-- Name: COLUMN player_match_stats.saves; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.saves IS 'Saves (the API''s `goals.saves`, for goalkeepers).';


--
-- Name: COLUMN player_match_stats.passes_total; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.passes_total IS 'Passes attempted.';


--
-- Name: COLUMN player_match_stats.passes_key; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.passes_key IS 'Key passes (passes leading to a shot).';


--
-- Name: COLUMN player_match_stats.passes_accuracy; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.passes_accuracy IS 'Accurate passes (a count, though the API''s field is named accuracy).';


--
-- Name: COLUMN player_match_stats.tackles_total; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.tackles_total IS 'Tackles made.';


--
-- Name: COLUMN player_match_stats.tackles_blocks; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.tackles_blocks IS 'Blocks (the API''s `tackles.blocks`).';


--
-- Name: COLUMN player_match_stats.tackles_interceptions; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.tackles_interceptions IS 'Interceptions.';


--
-- Name: COLUMN player_match_stats.duels_total; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.duels_total IS 'Duels contested.';


--
-- Name: COLUMN player_match_stats.duels_won; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.duels_won IS 'Duels won by the player.';


--
-- Name: COLUMN player_match_stats.dribbles_attempts; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.dribbles_attempts IS 'Dribbles attempted.';


--
-- Name: COLUMN player_match_stats.dribbles_success; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.dribbles_success IS 'Successful dribbles.';


--
-- Name: COLUMN player_match_stats.dribbles_past; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.dribbles_past IS 'Times dribbled past by an opponent.';


--
-- Name: COLUMN player_match_stats.fouls_drawn; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.fouls_drawn IS 'Fouls suffered.';


--
-- Name: COLUMN player_match_stats.fouls_committed; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.fouls_committed IS 'Fouls committed.';


--
-- Name: COLUMN player_match_stats.yellow_cards; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.yellow_cards IS 'Yellow cards received.';


--
-- Name: COLUMN player_match_stats.red_cards; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.red_cards IS 'Red cards received.';


--
-- Name: COLUMN player_match_stats.penalty_won; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.penalty_won IS 'Penalties won.';


--
-- Name: COLUMN player_match_stats.penalty_committed; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.penalty_committed IS 'Penalties given away by a foul (the API''s `penalty.commited`).';


--
-- Name: COLUMN player_match_stats.penalty_scored; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.penalty_scored IS 'Penalties scored.';


--
-- Name: COLUMN player_match_stats.penalty_missed; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.penalty_missed IS 'Penalties missed.';


--
-- Name: COLUMN player_match_stats.penalty_saved; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.player_match_stats.penalty_saved IS 'Penalties saved (goalkeepers).';


--
-- Name: team_match_stats; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.team_match_stats (
    fixture_id bigint NOT NULL,
    league_id bigint,
    season bigint,
    team_id bigint NOT NULL,
    team_name text,
    side text,
    shots_on_goal bigint,
    shots_off_goal bigint,
    total_shots bigint,
    blocked_shots bigint,
    shots_insidebox bigint,
    shots_outsidebox bigint,
    fouls bigint,
    corner_kicks bigint,
    offsides bigint,
    ball_possession_pct bigint,
    yellow_cards bigint,
    red_cards bigint,
    goalkeeper_saves bigint,
    total_passes bigint,
    passes_accurate bigint,
    passes_pct bigint,
    expected_goals double precision,
    goals_prevented bigint,
    expected_goals_on_target_from_set_pieces_excluding_penalties_pe bigint
);


--
-- Name: TABLE team_match_stats; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.team_match_stats IS 'football-etl table team_match_stats: key (fixture_id, team_id); rows of one league-season each, replaced per league-season.';


--
-- Name: COLUMN team_match_stats.fixture_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.team_match_stats.fixture_id IS 'API-Football fixture id.';


--
-- Name: COLUMN team_match_stats.league_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.team_match_stats.league_id IS 'API-Football id of the fixture''s league.';


--
-- Name: COLUMN team_match_stats.season; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.team_match_stats.season IS 'Season of the fixture, as the year it starts (2024 is 2024-25).';


--
-- Name: COLUMN team_match_stats.team_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.team_match_stats.team_id IS 'API-Football team id.';


--
-- Name: COLUMN team_match_stats.team_name; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.team_match_stats.team_name IS 'Team name as the API spells it.';


--
-- Name: COLUMN team_match_stats.side; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.team_match_stats.side IS 'Whether the team played at home or away in the fixture: `home` or `away`; empty when it is neither team.';


--
-- Name: COLUMN team_match_stats.shots_on_goal; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.team_match_stats.shots_on_goal IS 'Shots on target (API statistic "Shots on Goal").';


--
-- Name: COLUMN team_match_stats.shots_off_goal; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.team_match_stats.shots_off_goal IS 'Shots off target (API statistic "Shots off Goal").';


--
-- Name: COLUMN team_match_stats.total_shots; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.team_match_stats.total_shots IS 'Shots, on and off target and blocked (API statistic "Total Shots").';


--
-- Name: COLUMN team_match_stats.blocked_shots; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.team_match_stats.blocked_shots IS 'Shots blocked by an opponent (API statistic "Blocked Shots").';


--
-- Name: COLUMN team_match_stats.shots_insidebox; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.team_match_stats.shots_insidebox IS 'Shots from inside the penalty area (API statistic "Shots insidebox").';


--
-- Name: COLUMN team_match_stats.shots_outsidebox; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.team_match_stats.shots_outsidebox IS 'Shots from outside the penalty area (API statistic "Shots outsidebox").';


--
-- Name: COLUMN team_match_stats.fouls; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.team_match_stats.fouls IS 'Fouls committed (API statistic "Fouls").';


--
-- Name: COLUMN team_match_stats.corner_kicks; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.team_match_stats.corner_kicks IS 'Corner kicks taken (API statistic "Corner Kicks").';


--
-- Name: COLUMN team_match_stats.offsides; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.team_match_stats.offsides IS 'Times caught offside (API statistic "Offsides").';


--
-- Name: COLUMN team_match_stats.ball_possession_pct; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.team_match_stats.ball_possession_pct IS 'Share of ball possession, 0–100 (API statistic "Ball Possession"). [percent]';


--
-- Name: COLUMN team_match_stats.yellow_cards; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.team_match_stats.yellow_cards IS 'Yellow cards received (API statistic "Yellow Cards").';


--
-- Name: COLUMN team_match_stats.red_cards; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.team_match_stats.red_cards IS 'Red cards received (API statistic "Red Cards").';


--
-- Name: COLUMN team_match_stats.goalkeeper_saves; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.team_match_stats.goalkeeper_saves IS 'Saves by the goalkeeper (API statistic "Goalkeeper Saves").';


--
-- Name: COLUMN team_match_stats.total_passes; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.team_match_stats.total_passes IS 'Passes attempted (API statistic "Total passes").';


--
-- Name: COLUMN team_match_stats.passes_accurate; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.team_match_stats.passes_accurate IS 'Passes completed (API statistic "Passes accurate").';


--
-- Name: COLUMN team_match_stats.passes_pct; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.team_match_stats.passes_pct IS 'Share of passes completed, 0–100 (API statistic "Passes %"). [percent]';


--
-- Name: COLUMN team_match_stats.expected_goals; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.team_match_stats.expected_goals IS 'Expected goals (xG) of the team''s shots (API statistic "expected_goals").';


--
-- Name: COLUMN team_match_stats.goals_prevented; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.team_match_stats.goals_prevented IS 'Goals prevented by the goalkeeper: expected goals on target faced minus goals conceded (can be negative) (API statistic "goals_prevented").';


--
-- Name: COLUMN team_match_stats.expected_goals_on_target_from_set_pieces_excluding_penalties_pe; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.team_match_stats.expected_goals_on_target_from_set_pieces_excluding_penalties_pe IS 'The API''s statistic "Expected goals on target from set pieces excluding penalties per ninety minutes", a type this tool does not know, kept as sent.';


--
-- Data for Name: events; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.events (fixture_id, league_id, season, seq, period, minute, extra_minute, clock, team_id, team_name, side, type, detail, kind, comments, player_id, player_name, assist_id, assist_name, player_off_id, player_off_name, player_on_id, player_on_name, substitution_rule, score_home, score_away, shootout_home, shootout_away) FROM stdin;
1208021	39	2024	1	first_half	18	\N	18'	33	Manchester United	home	Card	Yellow Card	yellow_card	Foul	19220	Mason Mount	\N	\N	\N	\N	\N	\N	\N	0	0	\N	\N
1208021	39	2024	2	first_half	25	\N	25'	36	Fulham	away	Card	Yellow Card	yellow_card	Foul	152967	Calvin Bassey	\N	\N	\N	\N	\N	\N	\N	0	0	\N	\N
1208021	39	2024	3	first_half	40	\N	40'	33	Manchester United	home	Card	Yellow Card	yellow_card	Simulation	2935	Harry Maguire	\N	\N	\N	\N	\N	\N	\N	0	0	\N	\N
1208021	39	2024	4	second_half	61	\N	61'	33	Manchester United	home	subst	Substitution 1	substitution	\N	157997	A. Diallo	284324	A. Garnacho	157997	A. Diallo	284324	A. Garnacho	lineups	0	0	\N	\N
1208021	39	2024	5	second_half	61	\N	61'	33	Manchester United	home	subst	Substitution 2	substitution	\N	19220	M. Mount	70100	J. Zirkzee	19220	M. Mount	70100	J. Zirkzee	lineups	0	0	\N	\N
1208021	39	2024	6	second_half	64	\N	64'	36	Fulham	away	subst	Substitution 1	substitution	\N	1161	E. Smith Rowe	19025	T. Cairney	1161	E. Smith Rowe	19025	T. Cairney	lineups	0	0	\N	\N
1208021	39	2024	7	second_half	70	\N	70'	36	Fulham	away	Card	Yellow Card	yellow_card	Argument	899	Andreas Pereira	\N	\N	\N	\N	\N	\N	\N	0	0	\N	\N
1208021	39	2024	8	second_half	73	\N	73'	36	Fulham	away	Card	Yellow Card	yellow_card	Foul	19025	Tom Cairney	\N	\N	\N	\N	\N	\N	\N	0	0	\N	\N
1208021	39	2024	9	second_half	78	\N	78'	36	Fulham	away	subst	Substitution 2	substitution	\N	195106	Rodrigo Muniz	2887	R. Jiménez	195106	Rodrigo Muniz	2887	R. Jiménez	lineups	0	0	\N	\N
1208021	39	2024	10	second_half	78	\N	78'	36	Fulham	away	subst	Substitution 3	substitution	\N	18753	Adama Traoré	19221	H. Wilson	18753	Adama Traoré	19221	H. Wilson	lineups	0	0	\N	\N
1208021	39	2024	11	second_half	81	\N	81'	33	Manchester United	home	subst	Substitution 3	substitution	\N	545	N. Mazraoui	532	M. de Ligt	545	N. Mazraoui	532	M. de Ligt	lineups	0	0	\N	\N
1208021	39	2024	12	second_half	81	\N	81'	33	Manchester United	home	subst	Substitution 4	substitution	\N	2935	H. Maguire	18772	J. Evans	2935	H. Maguire	18772	J. Evans	lineups	0	0	\N	\N
1208021	39	2024	13	second_half	84	\N	84'	33	Manchester United	home	subst	Substitution 5	substitution	\N	284322	K. Mainoo	903	S. McTominay	284322	K. Mainoo	903	S. McTominay	lineups	0	0	\N	\N
1208021	39	2024	14	second_half	87	\N	87'	33	Manchester United	home	Goal	Normal Goal	goal	\N	70100	J. Zirkzee	284324	A. Garnacho	\N	\N	\N	\N	\N	1	0	\N	\N
1208021	39	2024	15	second_half	90	1	90+1'	36	Fulham	away	subst	Substitution 4	substitution	\N	2823	S. Lukić	191971	J. Stansfield	2823	S. Lukić	191971	J. Stansfield	lineups	1	0	\N	\N
1208021	39	2024	16	second_half	90	1	90+1'	36	Fulham	away	subst	Substitution 5	substitution	\N	899	Andreas Pereira	19480	H. Reed	899	Andreas Pereira	19480	H. Reed	lineups	1	0	\N	\N
1208140	39	2024	1	first_half	1	\N	1'	47	Tottenham	away	Card	Yellow Card	yellow_card	Tripping	18968	Y. Bissouma	\N	\N	\N	\N	\N	\N	\N	0	0	\N	\N
1208140	39	2024	2	first_half	13	\N	13'	47	Tottenham	away	Goal	Normal Goal	goal	\N	18784	J. Maddison	30435	D. Kulusevski	\N	\N	\N	\N	\N	0	1	\N	\N
1208140	39	2024	3	first_half	20	\N	20'	47	Tottenham	away	Goal	Normal Goal	goal	\N	18784	J. Maddison	186	Son Heung-Min	\N	\N	\N	\N	\N	0	2	\N	\N
1208140	39	2024	4	second_half	46	\N	46'	50	Manchester City	home	subst	Substitution 1	substitution	\N	18861	N. Ake	626	J. Stones	626	J. Stones	18861	N. Ake	lineups	0	2	\N	\N
1208140	39	2024	5	second_half	52	\N	52'	47	Tottenham	away	Goal	Normal Goal	goal	\N	47519	P. Porro	18883	D. Solanke	\N	\N	\N	\N	\N	0	3	\N	\N
1208140	39	2024	6	second_half	55	\N	55'	50	Manchester City	home	Card	Yellow Card	yellow_card	Roughing	284230	R. Lewis	\N	\N	\N	\N	\N	\N	\N	0	3	\N	\N
1208140	39	2024	7	second_half	63	\N	63'	47	Tottenham	away	subst	Substitution 1	substitution	\N	129711	B. Johnson	186	Son Heung-Min	186	Son Heung-Min	129711	B. Johnson	lineups	0	3	\N	\N
1208140	39	2024	8	second_half	74	\N	74'	50	Manchester City	home	subst	Substitution 2	substitution	\N	19187	J. Grealish	284230	R. Lewis	284230	R. Lewis	19187	J. Grealish	lineups	0	3	\N	\N
1208140	39	2024	9	second_half	74	\N	74'	50	Manchester City	home	subst	Substitution 3	substitution	\N	629	K. De Bruyne	266657	Savinho	266657	Savinho	629	K. De Bruyne	lineups	0	3	\N	\N
1208140	39	2024	10	second_half	78	\N	78'	50	Manchester City	home	Card	Yellow Card	yellow_card	Tripping	636	B. Silva	\N	\N	\N	\N	\N	\N	\N	0	3	\N	\N
1208140	39	2024	11	second_half	80	\N	80'	50	Manchester City	home	Card	Yellow Card	yellow_card	Roughing	629	K. De Bruyne	\N	\N	\N	\N	\N	\N	\N	0	3	\N	\N
1208140	39	2024	12	second_half	80	\N	80'	47	Tottenham	away	Card	Yellow Card	yellow_card	Unsportsmanlike conduct	237129	P. M. Sarr	\N	\N	\N	\N	\N	\N	\N	0	3	\N	\N
1208140	39	2024	13	second_half	89	\N	89'	47	Tottenham	away	subst	Substitution 2	substitution	\N	1166	T. Werner	18784	J. Maddison	18784	J. Maddison	1166	T. Werner	lineups	0	3	\N	\N
1208140	39	2024	14	second_half	90	\N	90'	47	Tottenham	away	subst	Substitution 3	substitution	\N	19235	D. Spence	204039	D. Udogie	204039	D. Udogie	19235	D. Spence	lineups	0	3	\N	\N
1208140	39	2024	15	second_half	90	\N	90'	47	Tottenham	away	subst	Substitution 4	substitution	\N	347316	L. Bergvall	237129	P. M. Sarr	237129	P. M. Sarr	347316	L. Bergvall	lineups	0	3	\N	\N
1208140	39	2024	16	second_half	90	2	90+2'	50	Manchester City	home	Card	Yellow Card	yellow_card	Holding	5	M. Akanji	\N	\N	\N	\N	\N	\N	\N	0	3	\N	\N
1208140	39	2024	17	second_half	90	3	90+3'	47	Tottenham	away	Goal	Normal Goal	goal	\N	129711	B. Johnson	1166	T. Werner	\N	\N	\N	\N	\N	0	4	\N	\N
\.


--
-- Data for Name: fixtures; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.fixtures (fixture_id, league_id, season, league_name, round, round_stage, round_number, round_order, is_current_round, kickoff_utc, kickoff_local, status, status_long, elapsed, referee, venue_id, venue_name, venue_city, home_team_id, home_team_name, away_team_id, away_team_name, home_goals, away_goals, halftime_home, halftime_away, fulltime_home, fulltime_away, extratime_home, extratime_away, penalty_home, penalty_away, winner, events_score, score_check) FROM stdin;
1208021	39	2024	Premier League	Regular Season - 1	Regular Season	1	1	\N	2024-08-16 19:00:00+00	2024-08-16T20:00:00+01:00	FT	Match Finished	90	R. Jones	556	Old Trafford	Manchester	33	Manchester United	36	Fulham	1	0	0	0	1	0	\N	\N	\N	\N	home	1-0	ok
1208140	39	2024	Premier League	Regular Season - 12	Regular Season	12	2	\N	2024-11-23 17:30:00+00	2024-11-23T17:30:00+00:00	FT	Match Finished	90	John Brooks, England	555	Etihad Stadium	Manchester	50	Manchester City	47	Tottenham	0	4	0	2	0	4	\N	\N	\N	\N	away	0-4	ok
\.


--
-- Data for Name: football_etl_loads; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.football_etl_loads (load_id, pipeline, manifest_sha256, league_seasons, tables, inserted, updated, deleted, loaded_at) FROM stdin;
1	pg-0-2-0	e2d9ab9528735df0bd9c11ac150e6265a6f113f2730ac3b339b1accfac150872	39/2024	{"events": {"deleted": 0, "updated": 0, "inserted": 33}, "leagues": {"deleted": 0, "updated": 0, "inserted": 14}, "lineups": {"deleted": 0, "updated": 0, "inserted": 80}, "fixtures": {"deleted": 0, "updated": 0, "inserted": 2}, "team_match_stats": {"deleted": 0, "updated": 0, "inserted": 4}, "player_match_stats": {"deleted": 0, "updated": 0, "inserted": 80}}	213	0	0	2026-11-28 08:15:02.925255+00
\.


--
-- Data for Name: leagues; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.leagues (league_id, name, type, country, country_code, season, start_date, end_date, is_current, coverage_events, coverage_lineups, coverage_fixture_statistics, coverage_player_statistics, coverage_standings, coverage_players, coverage_top_scorers, coverage_top_assists, coverage_top_cards, coverage_injuries, coverage_predictions, coverage_odds) FROM stdin;
39	Premier League	League	England	GB	2010	2010-08-14	2011-05-17	f	t	t	f	f	t	t	t	t	t	f	t	f
39	Premier League	League	England	GB	2011	2011-08-13	2012-05-13	f	t	t	f	f	t	t	t	t	t	f	t	f
39	Premier League	League	England	GB	2012	2012-08-18	2013-05-19	f	t	t	f	f	t	t	t	t	t	f	t	f
39	Premier League	League	England	GB	2013	2013-08-17	2014-05-11	f	t	t	f	f	t	t	t	t	t	f	t	f
39	Premier League	League	England	GB	2014	2014-08-16	2015-05-24	f	t	t	t	t	t	t	t	t	t	f	t	f
39	Premier League	League	England	GB	2015	2015-08-08	2016-05-17	f	t	t	t	t	t	t	t	t	t	f	t	f
39	Premier League	League	England	GB	2016	2016-08-13	2017-05-21	f	t	t	t	t	t	t	t	t	t	f	t	f
39	Premier League	League	England	GB	2017	2017-08-11	2018-05-13	f	t	t	t	t	t	t	t	t	t	f	t	f
39	Premier League	League	England	GB	2018	2018-08-10	2019-05-12	f	t	t	t	t	t	t	t	t	t	f	t	f
39	Premier League	League	England	GB	2019	2019-08-09	2020-07-26	f	t	t	t	t	t	t	t	t	t	f	t	f
39	Premier League	League	England	GB	2020	2020-09-12	2021-05-23	f	t	t	t	t	t	t	t	t	t	t	t	f
39	Premier League	League	England	GB	2021	2021-08-13	2022-05-22	f	t	t	t	t	t	t	t	t	t	t	t	f
39	Premier League	League	England	GB	2022	2022-08-05	2023-05-28	f	t	t	t	t	t	t	t	t	t	t	t	f
39	Premier League	League	England	GB	2023	2023-08-11	2024-05-19	t	t	t	t	t	t	t	t	t	t	t	t	t
\.


--
-- Data for Name: lineups; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.lineups (fixture_id, league_id, season, team_id, team_name, side, formation, coach_id, coach_name, lineup_order, player_id, player_name, number, "position", grid, grid_row, grid_col, starter) FROM stdin;
1208021	39	2024	33	Manchester United	home	4-2-3-1	1993	E. ten Hag	1	526	A. Onana	24	G	1:1	1	1	t
1208021	39	2024	33	Manchester United	home	4-2-3-1	1993	E. ten Hag	2	545	N. Mazraoui	3	D	2:4	2	4	t
1208021	39	2024	33	Manchester United	home	4-2-3-1	1993	E. ten Hag	3	2935	H. Maguire	5	D	2:3	2	3	t
1208021	39	2024	33	Manchester United	home	4-2-3-1	1993	E. ten Hag	4	2467	Lisandro Martínez	6	D	2:2	2	2	t
1208021	39	2024	33	Manchester United	home	4-2-3-1	1993	E. ten Hag	5	886	Diogo Dalot	20	D	2:1	2	1	t
1208021	39	2024	33	Manchester United	home	4-2-3-1	1993	E. ten Hag	6	747	Casemiro	18	M	3:2	3	2	t
1208021	39	2024	33	Manchester United	home	4-2-3-1	1993	E. ten Hag	7	284322	K. Mainoo	37	M	3:1	3	1	t
1208021	39	2024	33	Manchester United	home	4-2-3-1	1993	E. ten Hag	8	157997	A. Diallo	16	M	4:3	4	3	t
1208021	39	2024	33	Manchester United	home	4-2-3-1	1993	E. ten Hag	9	19220	M. Mount	7	M	4:2	4	2	t
1208021	39	2024	33	Manchester United	home	4-2-3-1	1993	E. ten Hag	10	909	M. Rashford	10	M	4:1	4	1	t
1208021	39	2024	33	Manchester United	home	4-2-3-1	1993	E. ten Hag	11	1485	Bruno Fernandes	8	F	5:1	5	1	t
1208021	39	2024	33	Manchester United	home	4-2-3-1	1993	E. ten Hag	12	284324	A. Garnacho	17	F	\N	\N	\N	f
1208021	39	2024	33	Manchester United	home	4-2-3-1	1993	E. ten Hag	13	70100	J. Zirkzee	11	F	\N	\N	\N	f
1208021	39	2024	33	Manchester United	home	4-2-3-1	1993	E. ten Hag	14	532	M. de Ligt	4	D	\N	\N	\N	f
1208021	39	2024	33	Manchester United	home	4-2-3-1	1993	E. ten Hag	15	18772	J. Evans	35	D	\N	\N	\N	f
1208021	39	2024	33	Manchester United	home	4-2-3-1	1993	E. ten Hag	16	903	S. McTominay	39	M	\N	\N	\N	f
1208021	39	2024	33	Manchester United	home	4-2-3-1	1993	E. ten Hag	17	174	C. Eriksen	14	M	\N	\N	\N	f
1208021	39	2024	33	Manchester United	home	4-2-3-1	1993	E. ten Hag	18	284400	T. Collyer	43	M	\N	\N	\N	f
1208021	39	2024	33	Manchester United	home	4-2-3-1	1993	E. ten Hag	19	9971	Antony	21	F	\N	\N	\N	f
1208021	39	2024	33	Manchester United	home	4-2-3-1	1993	E. ten Hag	20	50132	A. Bayındır	1	G	\N	\N	\N	f
1208021	39	2024	36	Fulham	away	4-2-3-1	10	Marco Silva	1	1438	B. Leno	1	G	1:1	1	1	t
1208021	39	2024	36	Fulham	away	4-2-3-1	10	Marco Silva	2	657	K. Tete	2	D	2:4	2	4	t
1208021	39	2024	36	Fulham	away	4-2-3-1	10	Marco Silva	3	18814	I. Diop	31	D	2:3	2	3	t
1208021	39	2024	36	Fulham	away	4-2-3-1	10	Marco Silva	4	152967	C. Bassey	3	D	2:2	2	2	t
1208021	39	2024	36	Fulham	away	4-2-3-1	10	Marco Silva	5	19549	A. Robinson	33	D	2:1	2	1	t
1208021	39	2024	36	Fulham	away	4-2-3-1	10	Marco Silva	6	899	Andreas Pereira	18	M	3:2	3	2	t
1208021	39	2024	36	Fulham	away	4-2-3-1	10	Marco Silva	7	2823	S. Lukić	20	M	3:1	3	1	t
1208021	39	2024	36	Fulham	away	4-2-3-1	10	Marco Silva	8	18753	Adama Traoré	11	M	4:3	4	3	t
1208021	39	2024	36	Fulham	away	4-2-3-1	10	Marco Silva	9	1161	E. Smith Rowe	32	M	4:2	4	2	t
1208021	39	2024	36	Fulham	away	4-2-3-1	10	Marco Silva	10	1455	A. Iwobi	17	M	4:1	4	1	t
1208021	39	2024	36	Fulham	away	4-2-3-1	10	Marco Silva	11	195106	Rodrigo Muniz	9	F	5:1	5	1	t
1208021	39	2024	36	Fulham	away	4-2-3-1	10	Marco Silva	12	19025	T. Cairney	10	M	\N	\N	\N	f
1208021	39	2024	36	Fulham	away	4-2-3-1	10	Marco Silva	13	2887	R. Jiménez	7	F	\N	\N	\N	f
1208021	39	2024	36	Fulham	away	4-2-3-1	10	Marco Silva	14	19221	H. Wilson	8	M	\N	\N	\N	f
1208021	39	2024	36	Fulham	away	4-2-3-1	10	Marco Silva	15	191971	J. Stansfield	28	F	\N	\N	\N	f
1208021	39	2024	36	Fulham	away	4-2-3-1	10	Marco Silva	16	19480	H. Reed	6	M	\N	\N	\N	f
1208021	39	2024	36	Fulham	away	4-2-3-1	10	Marco Silva	17	19312	S. Benda	23	G	\N	\N	\N	f
1208021	39	2024	36	Fulham	away	4-2-3-1	10	Marco Silva	18	131	Jorge Cuenca	15	D	\N	\N	\N	f
1208021	39	2024	36	Fulham	away	4-2-3-1	10	Marco Silva	19	2920	T. Castagne	21	D	\N	\N	\N	f
1208021	39	2024	36	Fulham	away	4-2-3-1	10	Marco Silva	20	389315	J. King	24	M	\N	\N	\N	f
1208140	39	2024	47	Tottenham	away	4-3-3	548	A. Postecoglou	1	31354	Guglielmo Vicario	1	G	1:1	1	1	t
1208140	39	2024	47	Tottenham	away	4-3-3	548	A. Postecoglou	2	47519	Pedro Porro	23	D	2:4	2	4	t
1208140	39	2024	47	Tottenham	away	4-3-3	548	A. Postecoglou	3	162498	Radu Drăguşin	6	D	2:3	2	3	t
1208140	39	2024	47	Tottenham	away	4-3-3	548	A. Postecoglou	4	164	Ben Davies	33	D	2:2	2	2	t
1208140	39	2024	47	Tottenham	away	4-3-3	548	A. Postecoglou	5	204039	Destiny Udogie	13	D	2:1	2	1	t
1208140	39	2024	47	Tottenham	away	4-3-3	548	A. Postecoglou	6	237129	Pape Matar Sarr	29	M	3:3	3	3	t
1208140	39	2024	47	Tottenham	away	4-3-3	548	A. Postecoglou	7	18968	Yves Bissouma	8	M	3:2	3	2	t
1208140	39	2024	47	Tottenham	away	4-3-3	548	A. Postecoglou	8	18784	James Maddison	10	M	3:1	3	1	t
1208140	39	2024	47	Tottenham	away	4-3-3	548	A. Postecoglou	9	30435	Dejan Kulusevski	21	F	4:3	4	3	t
1208140	39	2024	47	Tottenham	away	4-3-3	548	A. Postecoglou	10	18883	Dominic Solanke	19	F	4:2	4	2	t
1208140	39	2024	47	Tottenham	away	4-3-3	548	A. Postecoglou	11	186	Heung-min Son	7	F	4:1	4	1	t
1208140	39	2024	47	Tottenham	away	4-3-3	548	A. Postecoglou	12	129711	Brennan Johnson	22	F	\N	\N	\N	f
1208140	39	2024	47	Tottenham	away	4-3-3	548	A. Postecoglou	13	1166	Timo Werner	16	F	\N	\N	\N	f
1208140	39	2024	47	Tottenham	away	4-3-3	548	A. Postecoglou	14	19235	Djed Spence	24	D	\N	\N	\N	f
1208140	39	2024	47	Tottenham	away	4-3-3	548	A. Postecoglou	15	347316	Lucas Bergvall	15	M	\N	\N	\N	f
1208140	39	2024	47	Tottenham	away	4-3-3	548	A. Postecoglou	16	18932	Fraser Forster	20	G	\N	\N	\N	f
1208140	39	2024	47	Tottenham	away	4-3-3	548	A. Postecoglou	17	\N	Malachi Hardy	79	D	\N	\N	\N	f
1208140	39	2024	47	Tottenham	away	4-3-3	548	A. Postecoglou	18	328089	Archie Gray	14	M	\N	\N	\N	f
1208140	39	2024	47	Tottenham	away	4-3-3	548	A. Postecoglou	19	380689	Callum Olusesi	64	M	\N	\N	\N	f
1208140	39	2024	47	Tottenham	away	4-3-3	548	A. Postecoglou	20	393195	Will Lankshear	42	F	\N	\N	\N	f
1208140	39	2024	50	Manchester City	home	4-3-3	4	Pep Guardiola	1	617	Ederson	31	G	1:1	1	1	t
1208140	39	2024	50	Manchester City	home	4-3-3	4	Pep Guardiola	2	627	Kyle Walker	2	D	2:4	2	4	t
1208140	39	2024	50	Manchester City	home	4-3-3	4	Pep Guardiola	3	626	John Stones	5	D	2:3	2	3	t
1208140	39	2024	50	Manchester City	home	4-3-3	4	Pep Guardiola	4	5	Manuel Akanji	25	D	2:2	2	2	t
1208140	39	2024	50	Manchester City	home	4-3-3	4	Pep Guardiola	5	129033	Joško Gvardiol	24	D	2:1	2	1	t
1208140	39	2024	50	Manchester City	home	4-3-3	4	Pep Guardiola	6	284230	Rico Lewis	82	M	3:3	3	3	t
1208140	39	2024	50	Manchester City	home	4-3-3	4	Pep Guardiola	7	633	İlkay Gündoğan	19	M	3:2	3	2	t
1208140	39	2024	50	Manchester City	home	4-3-3	4	Pep Guardiola	8	636	Bernardo Silva	20	M	3:1	3	1	t
1208140	39	2024	50	Manchester City	home	4-3-3	4	Pep Guardiola	9	631	Phil Foden	47	F	4:3	4	3	t
1208140	39	2024	50	Manchester City	home	4-3-3	4	Pep Guardiola	10	1100	Erling Haaland	9	F	4:2	4	2	t
1208140	39	2024	50	Manchester City	home	4-3-3	4	Pep Guardiola	11	266657	Savinho	26	F	4:1	4	1	t
1208140	39	2024	50	Manchester City	home	4-3-3	4	Pep Guardiola	12	18861	Nathan Aké	6	D	\N	\N	\N	f
1208140	39	2024	50	Manchester City	home	4-3-3	4	Pep Guardiola	13	19187	Jack Grealish	10	M	\N	\N	\N	f
1208140	39	2024	50	Manchester City	home	4-3-3	4	Pep Guardiola	14	629	Kevin De Bruyne	17	M	\N	\N	\N	f
1208140	39	2024	50	Manchester City	home	4-3-3	4	Pep Guardiola	15	25004	Stefan Ortega	18	G	\N	\N	\N	f
1208140	39	2024	50	Manchester City	home	4-3-3	4	Pep Guardiola	16	404656	Jahmai Simpson-Pusey	66	D	\N	\N	\N	f
1208140	39	2024	50	Manchester City	home	4-3-3	4	Pep Guardiola	17	382355	Jacob Wright	56	M	\N	\N	\N	f
1208140	39	2024	50	Manchester City	home	4-3-3	4	Pep Guardiola	18	307123	Nico O'Reilly	75	M	\N	\N	\N	f
1208140	39	2024	50	Manchester City	home	4-3-3	4	Pep Guardiola	19	41621	Matheus Nunes	27	M	\N	\N	\N	f
1208140	39	2024	50	Manchester City	home	4-3-3	4	Pep Guardiola	20	158697	James McAtee	87	M	\N	\N	\N	f
\.


--
-- Data for Name: player_match_stats; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.player_match_stats (fixture_id, league_id, season, team_id, team_name, side, player_id, player_name, number, "position", minutes, rating, captain, substitute, offsides, shots_total, shots_on, goals, goals_conceded, assists, saves, passes_total, passes_key, passes_accuracy, tackles_total, tackles_blocks, tackles_interceptions, duels_total, duels_won, dribbles_attempts, dribbles_success, dribbles_past, fouls_drawn, fouls_committed, yellow_cards, red_cards, penalty_won, penalty_committed, penalty_scored, penalty_missed, penalty_saved) FROM stdin;
1208021	39	2024	33	Manchester United	home	526	André Onana	24	G	90	7.2	f	f	0	0	0	0	0	0	2	23	0	16	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0
1208021	39	2024	33	Manchester United	home	545	Noussair Mazraoui	3	D	81	7.5	f	f	0	0	0	0	0	0	0	38	0	35	2	0	3	7	6	0	0	0	1	0	0	0	0	0	0	0	0
1208021	39	2024	33	Manchester United	home	2935	Harry Maguire	5	D	81	7.3	f	f	0	0	0	0	0	0	0	60	0	50	0	1	3	9	6	2	1	0	0	2	1	0	0	0	0	0	0
1208021	39	2024	33	Manchester United	home	2467	Lisandro Martínez	6	D	90	7.2	f	f	0	0	0	0	0	0	0	61	1	54	3	0	3	7	3	0	0	2	0	1	0	0	0	0	0	0	0
1208021	39	2024	33	Manchester United	home	886	Diogo Dalot	20	D	90	7.3	f	f	0	0	0	0	0	0	0	52	0	45	2	1	1	10	6	1	1	0	1	2	0	0	0	0	0	0	0
1208021	39	2024	33	Manchester United	home	747	Casemiro	18	M	90	8.5	f	f	2	3	0	0	0	0	0	53	3	43	4	1	1	13	7	1	0	2	1	1	0	0	0	0	0	0	0
1208021	39	2024	33	Manchester United	home	284322	Kobbie Mainoo	37	M	84	7.7	f	f	0	1	0	0	0	0	0	41	0	37	3	0	5	25	13	5	4	1	4	3	0	0	0	0	0	0	0
1208021	39	2024	33	Manchester United	home	157997	Amad Diallo	16	M	61	7.2	f	f	0	0	0	0	0	0	0	29	1	26	1	0	2	5	2	1	1	0	0	0	0	0	0	0	0	0	0
1208021	39	2024	33	Manchester United	home	19220	Mason Mount	7	M	61	6.5	f	f	0	1	1	0	0	0	0	15	2	11	3	0	0	11	5	2	0	0	1	1	1	0	0	0	0	0	0
1208021	39	2024	33	Manchester United	home	909	Marcus Rashford	10	M	90	6.6	f	f	1	0	0	0	0	0	0	29	1	22	0	0	1	9	2	5	0	0	1	1	0	0	0	0	0	0	0
1208021	39	2024	33	Manchester United	home	1485	Bruno Fernandes	8	F	90	6.6	t	f	0	4	3	0	0	0	0	50	0	42	2	0	0	9	3	1	1	2	0	0	0	0	0	0	0	0	0
1208021	39	2024	33	Manchester United	home	284324	Alejandro Garnacho	17	F	29	6.6	f	t	0	2	0	0	0	1	0	10	2	9	1	0	0	7	3	1	0	1	1	0	0	0	0	0	0	0	0
1208021	39	2024	33	Manchester United	home	70100	Joshua Zirkzee	11	F	29	7.3	f	t	0	1	1	1	0	0	0	9	0	8	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0
1208021	39	2024	33	Manchester United	home	532	Matthijs de Ligt	4	D	9	6.3	f	t	0	0	0	0	0	0	0	2	0	2	0	0	0	1	0	0	0	0	0	0	0	0	0	0	0	0	0
1208021	39	2024	33	Manchester United	home	18772	Jonny Evans	35	D	9	6.7	f	t	0	0	0	0	0	0	0	6	0	4	0	0	0	3	1	0	0	0	0	1	0	0	0	0	0	0	0
1208021	39	2024	33	Manchester United	home	903	Scott McTominay	39	M	11	6.7	f	t	0	0	0	0	0	0	0	4	0	4	0	0	0	1	1	0	0	0	0	0	0	0	0	0	0	0	0
1208021	39	2024	33	Manchester United	home	50132	Altay Bayındır	1	G	0	\N	f	t	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0
1208021	39	2024	33	Manchester United	home	9971	Antony	21	F	0	\N	f	t	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0
1208021	39	2024	33	Manchester United	home	284400	Toby Collyer	43	M	0	\N	f	t	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0
1208021	39	2024	33	Manchester United	home	174	Christian Eriksen	14	M	0	\N	f	t	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0
1208021	39	2024	36	Fulham	away	1438	Bernd Leno	1	G	90	6.9	t	f	0	0	0	0	1	0	4	39	0	27	0	0	0	1	1	0	0	0	0	0	0	0	0	0	0	0	0
1208021	39	2024	36	Fulham	away	657	Kenny Tete	2	D	90	7	f	f	0	2	1	0	0	0	0	24	0	18	1	0	3	7	2	0	0	2	1	0	0	0	0	0	0	0	0
1208021	39	2024	36	Fulham	away	18814	Issa Diop	31	D	90	7.3	f	f	0	0	0	0	0	0	0	35	0	28	4	1	0	4	4	0	0	0	0	0	0	0	0	0	0	0	0
1208021	39	2024	36	Fulham	away	152967	Calvin Bassey	3	D	90	6.3	f	f	0	1	0	0	0	0	0	62	0	57	1	1	0	6	2	0	0	0	0	2	1	0	0	0	0	0	0
1208021	39	2024	36	Fulham	away	19549	Antonee Robinson	33	D	90	7.2	f	f	1	0	0	0	0	0	0	33	0	25	8	0	2	14	10	1	0	1	0	0	0	0	0	0	0	0	0
1208021	39	2024	36	Fulham	away	899	Andreas Pereira	18	M	89	7.2	f	f	0	0	0	0	0	0	0	42	6	31	0	0	0	12	5	1	0	2	3	2	1	0	0	0	0	0	0
1208021	39	2024	36	Fulham	away	2823	Saša Lukić	20	M	89	6.9	f	f	0	0	0	0	0	0	0	45	0	40	3	0	1	6	4	0	0	2	1	0	0	0	0	0	0	0	0
1208021	39	2024	36	Fulham	away	18753	Adama Traoré	11	M	78	6.7	f	f	0	1	0	0	0	0	0	20	0	14	1	0	0	20	10	9	4	1	2	3	0	0	0	0	0	0	0
1208021	39	2024	36	Fulham	away	1161	Emile Smith Rowe	32	M	64	6.9	f	f	0	0	0	0	0	0	0	26	0	20	1	0	2	3	3	0	0	0	1	0	0	0	0	0	0	0	0
1208021	39	2024	36	Fulham	away	1455	Alex Iwobi	17	M	90	6.3	f	f	0	1	0	0	0	0	0	25	0	18	4	0	0	15	5	5	1	0	0	1	0	0	0	0	0	0	0
1208021	39	2024	36	Fulham	away	195106	Rodrigo Muniz	9	F	78	7	f	f	0	1	1	0	0	0	0	6	2	5	0	0	1	15	6	1	1	0	1	0	0	0	0	0	0	0	0
1208021	39	2024	36	Fulham	away	19025	Tom Cairney	10	M	26	6.6	f	t	0	0	0	0	0	0	0	16	1	15	0	0	0	6	3	3	2	0	1	1	1	0	0	0	0	0	0
1208021	39	2024	36	Fulham	away	19221	Harry Wilson	8	M	12	6.7	f	t	0	0	0	0	0	0	0	6	0	5	0	0	0	2	2	0	0	0	1	0	0	0	0	0	0	0	0
1208021	39	2024	36	Fulham	away	2887	Raúl Jiménez	7	F	12	6.3	f	t	0	0	0	0	0	0	0	4	0	2	0	0	0	3	1	0	0	0	0	0	0	0	0	0	0	0	0
1208021	39	2024	36	Fulham	away	19480	Harrison Reed	6	M	1	\N	f	t	0	0	0	0	0	0	0	1	0	1	1	0	0	2	1	0	0	0	0	0	0	0	0	0	0	0	0
1208021	39	2024	36	Fulham	away	191971	Jay Stansfield	28	F	1	\N	f	t	0	0	0	0	0	0	0	0	0	0	0	0	0	1	0	0	0	0	0	1	0	0	0	0	0	0	0
1208021	39	2024	36	Fulham	away	19312	Steven Benda	23	G	0	\N	f	t	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0
1208021	39	2024	36	Fulham	away	131	Jorge Cuenca	15	D	0	\N	f	t	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0
1208021	39	2024	36	Fulham	away	2920	Timothy Castagne	21	D	0	\N	f	t	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0
1208021	39	2024	36	Fulham	away	389315	Joshua King	24	M	0	\N	f	t	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0
1208140	39	2024	50	Manchester City	home	617	Ederson	31	G	95	6.5	f	f	0	0	0	0	4	0	3	20	0	18	0	0	0	2	1	0	0	1	0	0	0	0	0	0	0	0	0
1208140	39	2024	50	Manchester City	home	627	Kyle Walker	2	D	95	6.7	t	f	0	0	0	0	0	0	0	70	0	66	1	0	0	4	3	1	0	0	1	0	0	0	0	0	0	0	0
1208140	39	2024	50	Manchester City	home	626	John Stones	5	D	45	6.7	f	f	0	0	0	0	0	0	0	30	0	28	2	0	2	3	2	0	0	0	0	1	0	0	0	0	0	0	0
1208140	39	2024	50	Manchester City	home	5	Manuel Akanji	25	D	95	6.5	f	f	0	1	0	0	0	0	0	67	0	65	2	0	1	9	4	0	0	1	0	3	1	0	0	0	0	0	0
1208140	39	2024	50	Manchester City	home	129033	Joško Gvardiol	24	D	95	6.9	f	f	1	1	0	0	0	0	0	50	8	47	1	0	0	4	2	1	0	0	0	1	0	0	0	0	0	0	0
1208140	39	2024	50	Manchester City	home	284230	Rico Lewis	82	M	74	6.9	f	f	0	1	0	0	0	0	0	45	0	44	3	0	2	11	6	1	1	1	2	4	1	0	0	0	0	0	0
1208140	39	2024	50	Manchester City	home	633	İlkay Gündoğan	19	M	95	7.2	f	f	0	1	1	0	0	0	0	81	2	77	2	0	2	12	7	2	1	2	3	1	0	0	0	0	0	0	0
1208140	39	2024	50	Manchester City	home	636	Bernardo Silva	20	M	95	7.2	f	f	0	1	0	0	0	0	0	71	4	69	1	0	0	7	3	2	1	0	1	2	1	0	0	0	0	0	0
1208140	39	2024	50	Manchester City	home	631	Phil Foden	47	F	95	7.3	f	f	0	4	1	0	0	0	0	26	0	21	0	0	0	5	3	1	1	1	2	0	0	0	0	0	0	0	0
1208140	39	2024	50	Manchester City	home	1100	Erling Haaland	9	F	95	6.9	f	f	0	6	2	0	0	0	0	12	2	10	0	0	1	8	3	1	1	1	0	2	0	0	0	0	0	0	0
1208140	39	2024	50	Manchester City	home	266657	Savinho	26	F	74	6.9	f	f	1	1	1	0	0	0	0	23	2	18	0	0	0	9	1	2	1	0	0	4	0	0	0	0	0	0	0
1208140	39	2024	50	Manchester City	home	18861	Nathan Aké	6	D	50	6.3	f	t	0	0	0	0	0	0	0	35	0	32	0	0	0	3	2	0	0	0	0	0	0	0	0	0	0	0	0
1208140	39	2024	50	Manchester City	home	19187	Jack Grealish	10	M	21	5.9	f	t	0	0	0	0	0	0	0	9	2	8	0	0	1	2	1	1	1	0	0	0	0	0	0	0	0	0	0
1208140	39	2024	50	Manchester City	home	629	Kevin De Bruyne	17	M	21	7.5	f	t	0	0	0	0	0	0	0	20	2	17	1	0	0	4	1	0	0	1	0	1	1	0	0	0	0	0	0
1208140	39	2024	50	Manchester City	home	25004	Stefan Ortega	18	G	0	\N	f	t	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0
1208140	39	2024	50	Manchester City	home	404656	Jahmai Simpson-Pusey	66	D	0	\N	f	t	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0
1208140	39	2024	50	Manchester City	home	382355	Jacob Wright	56	M	0	\N	f	t	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0
1208140	39	2024	50	Manchester City	home	307123	Nico O'Reilly	75	M	0	\N	f	t	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0
1208140	39	2024	50	Manchester City	home	41621	Matheus Nunes	27	M	0	\N	f	t	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0
1208140	39	2024	50	Manchester City	home	158697	James McAtee	87	M	0	\N	f	t	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0
1208140	39	2024	47	Tottenham	away	31354	Guglielmo Vicario	1	G	95	8	f	f	0	0	0	0	0	0	5	51	0	43	0	0	0	1	1	0	0	0	1	0	0	0	0	0	0	0	0
1208140	39	2024	47	Tottenham	away	47519	Pedro Porro	23	D	95	7.9	f	f	0	1	1	1	0	0	0	31	0	23	0	2	0	6	3	2	1	1	1	0	0	0	0	0	0	0	0
1208140	39	2024	47	Tottenham	away	162498	Radu Drăguşin	6	D	95	7.2	f	f	0	0	0	0	0	0	0	35	0	29	1	3	1	4	3	0	0	0	1	0	0	0	0	0	0	0	0
1208140	39	2024	47	Tottenham	away	164	Ben Davies	33	D	95	6.6	f	f	0	0	0	0	0	0	0	60	0	51	0	1	0	4	1	0	0	2	0	0	0	0	0	0	0	0	0
1208140	39	2024	47	Tottenham	away	204039	Destiny Udogie	13	D	90	7	f	f	0	0	0	0	0	0	0	35	1	28	4	0	0	9	5	2	0	0	1	1	0	0	0	0	0	0	0
1208140	39	2024	47	Tottenham	away	237129	Pape Matar Sarr	29	M	90	7.3	f	f	0	0	0	0	0	0	0	29	0	25	3	0	1	11	7	0	0	1	3	3	1	0	0	0	0	0	0
1208140	39	2024	47	Tottenham	away	18968	Yves Bissouma	8	M	95	6.3	f	f	0	1	0	0	0	0	0	44	0	41	1	0	2	8	2	2	0	1	1	3	1	0	0	0	0	0	0
1208140	39	2024	47	Tottenham	away	18784	James Maddison	10	M	89	9.3	f	f	0	2	2	2	0	0	0	45	0	40	2	1	1	13	9	2	2	1	5	0	0	0	0	0	0	0	0
1208140	39	2024	47	Tottenham	away	30435	Dejan Kulusevski	21	F	95	8.2	f	f	2	1	1	0	0	1	0	21	3	17	0	0	0	7	6	4	4	0	1	0	0	0	0	0	0	0	0
1208140	39	2024	47	Tottenham	away	18883	Dominic Solanke	19	F	95	6.9	f	f	0	1	1	0	0	1	0	12	2	9	0	0	0	13	2	3	0	1	2	1	0	0	0	0	0	0	0
1208140	39	2024	47	Tottenham	away	186	Heung-min Son	7	F	63	7.2	t	f	1	1	1	0	0	1	0	40	2	29	0	0	0	2	1	1	0	0	1	0	0	0	0	0	0	0	0
1208140	39	2024	47	Tottenham	away	129711	Brennan Johnson	22	F	32	7.2	f	t	0	2	1	1	0	0	0	3	0	3	1	0	0	3	3	1	1	0	1	0	0	0	0	0	0	0	0
1208140	39	2024	47	Tottenham	away	1166	Timo Werner	16	F	6	\N	f	t	0	0	0	0	0	1	0	1	1	1	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0
1208140	39	2024	47	Tottenham	away	19235	Djed Spence	24	D	5	\N	f	t	0	0	0	0	0	0	0	1	0	1	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0
1208140	39	2024	47	Tottenham	away	347316	Lucas Bergvall	15	M	5	\N	f	t	0	0	0	0	0	0	0	2	0	2	0	0	0	2	1	0	0	0	1	1	0	0	0	0	0	0	0
1208140	39	2024	47	Tottenham	away	18932	Fraser Forster	20	G	0	\N	f	t	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0
1208140	39	2024	47	Tottenham	away	\N	Malachi Hardy	79	D	0	\N	f	t	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0
1208140	39	2024	47	Tottenham	away	328089	Archie Gray	14	M	0	\N	f	t	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0
1208140	39	2024	47	Tottenham	away	380689	Callum Olusesi	64	M	0	\N	f	t	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0
1208140	39	2024	47	Tottenham	away	393195	Will Lankshear	42	F	0	\N	f	t	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0	0
\.


--
-- Data for Name: team_match_stats; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.team_match_stats (fixture_id, league_id, season, team_id, team_name, side, shots_on_goal, shots_off_goal, total_shots, blocked_shots, shots_insidebox, shots_outsidebox, fouls, corner_kicks, offsides, ball_possession_pct, yellow_cards, red_cards, goalkeeper_saves, total_passes, passes_accurate, passes_pct, expected_goals, goals_prevented, expected_goals_on_target_from_set_pieces_excluding_penalties_pe) FROM stdin;
1208021	39	2024	33	Manchester United	home	5	7	14	2	7	7	12	7	3	55	2	0	2	482	408	85	2.43	1	1
1208021	39	2024	36	Fulham	away	2	4	10	4	6	4	10	8	1	45	3	0	4	384	306	80	0.44	1	2
1208140	39	2024	50	Manchester City	home	5	11	23	7	17	6	19	9	2	58	4	0	3	559	520	93	2.15	1	1
1208140	39	2024	47	Tottenham	away	7	2	9	0	7	2	9	3	3	42	2	0	5	410	342	83	2.51	1	2
\.


--
-- Name: football_etl_loads_load_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.football_etl_loads_load_id_seq', 1, true);


--
-- Name: events events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_pkey PRIMARY KEY (fixture_id, seq);


--
-- Name: fixtures fixtures_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.fixtures
    ADD CONSTRAINT fixtures_pkey PRIMARY KEY (fixture_id);


--
-- Name: football_etl_loads football_etl_loads_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.football_etl_loads
    ADD CONSTRAINT football_etl_loads_pkey PRIMARY KEY (load_id);


--
-- Name: leagues leagues_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.leagues
    ADD CONSTRAINT leagues_pkey PRIMARY KEY (league_id, season);


--
-- Name: lineups lineups_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.lineups
    ADD CONSTRAINT lineups_pkey PRIMARY KEY (fixture_id, team_id, lineup_order);


--
-- Name: team_match_stats team_match_stats_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.team_match_stats
    ADD CONSTRAINT team_match_stats_pkey PRIMARY KEY (fixture_id, team_id);


--
-- Name: events_assist_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_assist_id_idx ON public.events USING btree (assist_id);


--
-- Name: events_league_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_league_id_idx ON public.events USING btree (league_id);


--
-- Name: events_player_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_player_id_idx ON public.events USING btree (player_id);


--
-- Name: events_player_off_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_player_off_id_idx ON public.events USING btree (player_off_id);


--
-- Name: events_player_on_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_player_on_id_idx ON public.events USING btree (player_on_id);


--
-- Name: events_team_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_team_id_idx ON public.events USING btree (team_id);


--
-- Name: fixtures_away_team_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX fixtures_away_team_id_idx ON public.fixtures USING btree (away_team_id);


--
-- Name: fixtures_home_team_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX fixtures_home_team_id_idx ON public.fixtures USING btree (home_team_id);


--
-- Name: fixtures_league_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX fixtures_league_id_idx ON public.fixtures USING btree (league_id);


--
-- Name: fixtures_venue_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX fixtures_venue_id_idx ON public.fixtures USING btree (venue_id);


--
-- Name: lineups_coach_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX lineups_coach_id_idx ON public.lineups USING btree (coach_id);


--
-- Name: lineups_league_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX lineups_league_id_idx ON public.lineups USING btree (league_id);


--
-- Name: lineups_player_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX lineups_player_id_idx ON public.lineups USING btree (player_id);


--
-- Name: lineups_team_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX lineups_team_id_idx ON public.lineups USING btree (team_id);


--
-- Name: player_match_stats_fixture_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX player_match_stats_fixture_id_idx ON public.player_match_stats USING btree (fixture_id);


--
-- Name: player_match_stats_league_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX player_match_stats_league_id_idx ON public.player_match_stats USING btree (league_id);


--
-- Name: player_match_stats_player_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX player_match_stats_player_id_idx ON public.player_match_stats USING btree (player_id);


--
-- Name: player_match_stats_team_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX player_match_stats_team_id_idx ON public.player_match_stats USING btree (team_id);


--
-- Name: team_match_stats_league_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX team_match_stats_league_id_idx ON public.team_match_stats USING btree (league_id);


--
-- Name: team_match_stats_team_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX team_match_stats_team_id_idx ON public.team_match_stats USING btree (team_id);


--
-- Name: events events_fk1; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_fk1 FOREIGN KEY (fixture_id) REFERENCES public.fixtures(fixture_id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: lineups lineups_fk1; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.lineups
    ADD CONSTRAINT lineups_fk1 FOREIGN KEY (fixture_id) REFERENCES public.fixtures(fixture_id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: player_match_stats player_match_stats_fk1; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.player_match_stats
    ADD CONSTRAINT player_match_stats_fk1 FOREIGN KEY (fixture_id) REFERENCES public.fixtures(fixture_id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: team_match_stats team_match_stats_fk1; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.team_match_stats
    ADD CONSTRAINT team_match_stats_fk1 FOREIGN KEY (fixture_id) REFERENCES public.fixtures(fixture_id) DEFERRABLE INITIALLY DEFERRED;


--
-- PostgreSQL database dump complete
--



