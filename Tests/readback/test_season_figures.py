"""Issue 35 items 5-7 (the tables): `squad_season_stats` and the standings' added columns of the
demo export, recomputed here from the CSV tables they come from (player_match_stats, fixtures,
team_match_stats) by Python's csv, and the same sums asked of DuckDB over the CSV files."""
import csv
from collections import defaultdict
from decimal import ROUND_HALF_UP, Decimal

import duckdb

FINISHED = {"FT", "AET", "PEN", "AWD", "WO"}
COUNTED = ["offsides", "shots_total", "shots_on", "goals", "goals_conceded", "assists", "saves", "passes_total",
           "passes_key", "tackles_total", "tackles_blocks", "tackles_interceptions", "duels_total", "duels_won",
           "dribbles_attempts", "dribbles_success", "dribbles_past", "fouls_drawn", "fouls_committed", "yellow_cards",
           "red_cards", "penalty_won", "penalty_committed", "penalty_scored", "penalty_missed", "penalty_saved"]


def rows(demo, table):
    with open(demo["out"] / "csv" / f"{table}.csv", newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def number(text):
    return int(text) if text else 0


def hundredths(value):
    """Two places, half away from zero, in exact decimal arithmetic (the dictionary's rule)."""
    return float(Decimal(value).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def expected_squad(demo):
    """squad_season_stats as this reader adds it up from player_match_stats."""
    squads = defaultdict(lambda: defaultdict(int))
    for row in rows(demo, "player_match_stats"):
        if not row["player_id"] or not row["team_id"]:
            continue
        s = squads[(row["league_id"], row["season"], row["team_id"], row["player_id"])]
        minutes = number(row["minutes"])
        played = minutes > 0 or bool(row["rating"]) or any(number(row[c]) > 0 for c in COUNTED)
        s["apps"] += 1 if played else 0
        s["starts"] += 1 if row["substitute"] == "false" else 0
        s["minutes"] += minutes
        s["goals"] += number(row["goals"])
        s["non_penalty_goals"] += number(row["goals"]) - number(row["penalty_scored"])
        s["assists"] += number(row["assists"])
        s["yellow_cards"] += number(row["yellow_cards"])
        s["red_cards"] += number(row["red_cards"])
        if row["rating"]:
            s["rated_matches"] += 1
            s["rating_total"] += Decimal(row["rating"])
    return squads


def test_squad_season_stats_adds_up_player_match_stats(demo):
    expected = expected_squad(demo)
    written = rows(demo, "squad_season_stats")
    assert len(written) == len(expected) > 20
    assert [tuple(int(r[k]) for k in ("league_id", "season", "team_id", "player_id")) for r in written] == sorted(
        tuple(int(k) for k in key) for key in expected)
    checked_per_90 = checked_short = 0
    for row in written:
        e = expected[(row["league_id"], row["season"], row["team_id"], row["player_id"])]
        for column in ("apps", "starts", "minutes", "goals", "non_penalty_goals", "assists", "yellow_cards", "red_cards",
                       "rated_matches"):
            assert int(row[column]) == e[column], (row["player_id"], column)
        assert int(row["starts"]) <= int(row["apps"])
        if e["rated_matches"]:
            assert float(row["rating"]) == hundredths(e["rating_total"] / e["rated_matches"])
        else:
            assert row["rating"] == ""
        if e["minutes"] >= 90:
            assert float(row["goals_per_90"]) == hundredths(Decimal(e["goals"] * 90) / Decimal(e["minutes"]))
            assert float(row["assists_per_90"]) == hundredths(Decimal(e["assists"] * 90) / Decimal(e["minutes"]))
            checked_per_90 += 1
        else:
            assert row["goals_per_90"] == "" and row["assists_per_90"] == "", row
            checked_short += 1
    assert checked_per_90 > 10 and checked_short > 0


def test_squad_season_totals_match_duckdb_over_the_csv_tables(demo):
    csv_folder = demo["out"] / "csv"
    con = duckdb.connect()
    per_team = con.execute(f"""
        SELECT team_id, sum(minutes), sum(goals), sum(assists), sum(yellow_cards), count(rating)
        FROM read_csv_auto('{csv_folder / "player_match_stats.csv"}') WHERE player_id IS NOT NULL
        GROUP BY team_id ORDER BY team_id""").fetchall()
    squad = con.execute(f"""
        SELECT team_id, sum(minutes), sum(goals), sum(assists), sum(yellow_cards), sum(rated_matches)
        FROM read_csv_auto('{csv_folder / "squad_season_stats.csv"}') GROUP BY team_id ORDER BY team_id""").fetchall()
    assert squad == per_team and len(squad) >= 10


def finished_fixtures(demo):
    return [f for f in rows(demo, "fixtures") if f["status"] in FINISHED]


def test_standings_points_per_game_and_clean_sheets_come_from_the_fixtures(demo):
    sheets = defaultdict(int)
    for f in finished_fixtures(demo):
        if f["away_goals"] == "0":
            sheets[f["home_team_id"]] += 1
        if f["home_goals"] == "0":
            sheets[f["away_team_id"]] += 1
    standings = rows(demo, "standings")
    assert standings and sum(sheets.values()) > 0
    for row in standings:
        assert float(row["points_per_game"]) == hundredths(Decimal(row["points"]) / Decimal(row["played"]))
        assert int(row["clean_sheets"]) == sheets[row["team_id"]], row["team_name"]


def test_standings_expected_goals_sum_team_match_stats_only_when_every_finished_match_has_them(demo):
    xg = {(r["fixture_id"], r["team_id"]): r["expected_goals"] for r in rows(demo, "team_match_stats")}
    sums = defaultdict(lambda: [Decimal(0), Decimal(0), True])
    for f in finished_fixtures(demo):
        for own, other in (("home", "away"), ("away", "home")):
            s = sums[f[f"{own}_team_id"]]
            mine, theirs = xg.get((f["fixture_id"], f[f"{own}_team_id"]), ""), xg.get((f["fixture_id"], f[f"{other}_team_id"]), "")
            if mine and theirs:
                s[0] += Decimal(mine)
                s[1] += Decimal(theirs)
            else:
                s[2] = False
    complete = 0
    for row in rows(demo, "standings"):
        xg_for, xg_against, whole = sums[row["team_id"]]
        if whole:
            complete += 1
            assert float(row["expected_goals_for"]) == hundredths(xg_for), row["team_name"]
            assert float(row["expected_goals_against"]) == hundredths(xg_against), row["team_name"]
            assert float(row["expected_goals_diff"]) == hundredths(xg_for - xg_against)
        else:
            assert row["expected_goals_for"] == row["expected_goals_against"] == row["expected_goals_diff"] == ""
    assert complete > 0
