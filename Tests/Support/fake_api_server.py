#!/usr/bin/env python3
"""A fake API-Football v3 server for football-etl's transport tests (Python 3 stdlib only).

Replays recordings in the recordings layout of docs/ARCHITECTURE.md §7, checks the auth headers, logs every request it
receives (auth values replaced by <valid>/<invalid>, so the log never holds a key) and answers
faults from a scenario file, one fault per request, in order.

    fake_api_server.py --recordings DIR --key KEY --log FILE [--scenario FILE] [--exit-on-stdin-eof]
                       [--season FILE --clock-file FILE]

Prints the ephemeral port it listens on (127.0.0.1) as its first stdout line. With
--exit-on-stdin-eof it also ends when its standard input closes, so a test process that dies
cannot leave it running.

Scenario (JSON):
    {"faults": [{"kind": ..., "endpoint": "fixtures", "times": 1, ...}, ...],
     "quota": {"day_limit": 100, "day_remaining": 3, "minute_limit": 10, "minute_remaining": 9}}
Fault kinds:
    status        HTTP "status" with optional "headers" {name: value} and JSON "body"
    errors        HTTP 200 envelope whose "errors" is the given object
    drop          close the connection without answering
    stall         wait "seconds" before answering normally
    truncate      announce the full recording's length, send half of it, close
    invalid_json  HTTP 200 with a body that is not JSON
    raw           HTTP "status" (200) with "body" sent exactly as given text (hostile answers)
    oversize      HTTP 200, a valid envelope of "bytes" bytes (its response an array of zeros),
                  sent in 64 KiB pieces with its Content-Length (a client that stops reading ends it)
A fault applies to the next request of its "endpoint" (any when absent), "times" times (1).
With "quota", every answer carries the day and minute quota headers; the day's remaining
count drops by one per request and stops at 0.

Season mode (--season FILE --clock-file FILE): `fixtures` (list and ?ids=) and `fixtures/rounds`
are answered from a season that evolves with the virtual time, read as Unix seconds from the
clock file on every request (the test writes it before each simulated night). Season (JSON):
    {"template": PATH of a recorded fixtures envelope whose first match has details,
     "league": 39, "season": 2024, "start": UNIX (first kickoff), "matchdays": 10,
     "matches_per_day": 2, "first_id": 5000,
     "corrections": [{"fixture": ID, "after_full_time": SECONDS}]}
Matchday d (0-based) kicks off at start + d days; fixture ids are first_id + d * 10 + k.
A match is NS before kickoff, 2H for two hours, then FT with the template's details. A
correction changes one event's comment and one statistic once `after_full_time` has passed.
Every other request is answered from the recordings folder.
"""
import argparse
import json
import os
import signal
import socket
import sys
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

RAPIDAPI_HOST = "api-football-v1.p.rapidapi.com"
AUTH_HEADERS = ("x-apisports-key", "x-rapidapi-key")
TOKEN_MESSAGE = ("Error/Missing application key. Go to https://www.api-football.com/documentation-v3 "
                 "to learn how to get your API application key.")


def file_safe(value):
    """Percent-encodes `/`, `%` and control characters, as Request.recordingPath does."""
    out = []
    for ch in value:
        if ch in "/%" or ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append("%%%02X" % ord(ch))
        else:
            out.append(ch)
    return "".join(out)


def recording_path(endpoint, params):
    """The recording file of a request: `<endpoint with / as _>/<sorted k=v joined by &>.json`."""
    query = "&".join(f"{name}={file_safe(value)}" for name, value in sorted(params)) or "_"
    return f"{endpoint.replace('/', '_')}/{query}.json"


class Season:
    """A season whose matches are played as the virtual clock moves (see the module doc)."""

    def __init__(self, path, clock_path):
        with open(path, encoding="utf-8") as f:
            spec = json.load(f)
        with open(spec["template"], encoding="utf-8") as f:
            self.template = json.load(f)["response"][0]
        self.clock_path = clock_path
        self.league, self.season = spec["league"], spec["season"]
        self.start, self.matchdays = spec["start"], spec["matchdays"]
        self.per_day, self.first_id = spec.get("matches_per_day", 2), spec.get("first_id", 5000)
        self.corrections = {c["fixture"]: c["after_full_time"] for c in spec.get("corrections", [])}

    def now(self):
        with open(self.clock_path, encoding="utf-8") as f:
            return float(f.read().strip())

    def matches(self):
        for day in range(self.matchdays):
            for k in range(self.per_day):
                yield day, self.first_id + day * 10 + k, self.start + day * 86400

    def round_name(self, day):
        return f"Regular Season - {day + 1}"

    def item(self, day, fixture_id, kickoff, details):
        now = self.now()
        match = json.loads(json.dumps(self.template))
        fixture = match["fixture"]
        fixture["id"], fixture["timestamp"] = fixture_id, kickoff
        fixture["date"] = time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(kickoff))
        fixture["periods"] = {"first": kickoff, "second": kickoff + 3600}
        match["league"].update({"id": self.league, "season": self.season, "round": self.round_name(day)})
        if now < kickoff:
            fixture["status"] = {"long": "Not Started", "short": "NS", "elapsed": None, "extra": None}
            fixture["periods"] = {"first": None, "second": None}
            match["goals"] = {"home": None, "away": None}
            for part in ("halftime", "fulltime", "extratime", "penalty"):
                match["score"][part] = {"home": None, "away": None}
            for side in ("home", "away"):
                match["teams"][side]["winner"] = None
            for key in ("events", "lineups", "statistics", "players"):
                match[key] = []
        elif now < kickoff + 7200:
            fixture["status"] = {"long": "Second Half", "short": "2H", "elapsed": 80, "extra": None}
        elif fixture_id in self.corrections and now >= kickoff + 7200 + self.corrections[fixture_id]:
            match["events"][0]["comments"] = "Corrected after full time"
            match["statistics"][0]["statistics"][0]["value"] += 1
        if not details:
            for key in ("events", "lineups", "statistics", "players"):
                match.pop(key, None)
        return match

    def answer(self, endpoint, params):
        """The envelope for a season request, or None when the season does not answer it."""
        query = dict(params)
        if endpoint == "fixtures" and "ids" in query:
            wanted = {int(i) for i in query["ids"].split("-")}
            items = [self.item(d, i, k, True) for d, i, k in self.matches() if i in wanted]
        elif endpoint == "fixtures" and query.get("league") == str(self.league):
            items = [self.item(d, i, k, False) for d, i, k in self.matches()]
        elif endpoint == "fixtures/rounds" and query.get("league") == str(self.league):
            items = [self.round_name(d) for d in range(self.matchdays)]
            if query.get("current") == "true":
                started = [d for d in range(self.matchdays) if self.start + d * 86400 <= self.now()]
                items = [self.round_name(started[-1] if started else 0)]
        else:
            return None
        return {"get": endpoint, "parameters": query, "errors": [], "results": len(items),
                "paging": {"current": 1, "total": 1}, "response": items}


class State:
    def __init__(self, args):
        self.recordings = args.recordings
        self.key = args.key
        self.log_path = args.log
        scenario = {}
        if args.scenario:
            with open(args.scenario, encoding="utf-8") as f:
                scenario = json.load(f)
        self.faults = [dict(fault, times=fault.get("times", 1)) for fault in scenario.get("faults", [])]
        self.quota = scenario.get("quota")
        self.season = Season(args.season, args.clock_file) if args.season else None
        self.lock = threading.Lock()

    def log(self, entry):
        with self.lock, open(self.log_path, "a", encoding="utf-8") as f:
            f.write(json.dumps(entry, sort_keys=True) + "\n")

    def take_fault(self, endpoint):
        with self.lock:
            for fault in self.faults:
                if fault["times"] > 0 and fault.get("endpoint", endpoint) == endpoint:
                    fault["times"] -= 1
                    return fault
        return None

    def quota_headers(self):
        with self.lock:
            if not self.quota:
                return []
            q = self.quota
            headers = [("x-ratelimit-requests-limit", str(q["day_limit"])),
                       ("x-ratelimit-requests-remaining", str(q["day_remaining"])),
                       ("X-RateLimit-Limit", str(q["minute_limit"])),
                       ("X-RateLimit-Remaining", str(q["minute_remaining"]))]
            q["day_remaining"] = max(0, q["day_remaining"] - 1)
            return headers


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "fake-api-football"
    sys_version = ""

    def log_message(self, *args):
        pass

    def do_GET(self):
        state = self.server.state
        url = urllib.parse.urlsplit(self.path)
        endpoint = url.path.lstrip("/")
        if endpoint.startswith("v3/"):
            endpoint = endpoint[3:]
        params = urllib.parse.parse_qsl(url.query, keep_blank_values=True)
        auth = self.auth_status()
        state.log({
            "method": "GET", "path": url.path, "query": url.query, "endpoint": endpoint,
            "headers": [[name, self.logged_value(name, value, auth)] for name, value in self.headers.items()],
        })
        if auth == "rapidapi-refused":
            return self.send_json(403, {"message": "You are not subscribed to this API."})
        if auth != "valid":
            return self.send_json(200, self.envelope(endpoint, params, {"token": TOKEN_MESSAGE}))
        fault = state.take_fault(endpoint)
        kind = fault["kind"] if fault else None
        if kind == "drop":
            self.close_connection = True
            self.connection.shutdown(socket.SHUT_RDWR)
            return
        if kind == "stall":
            time.sleep(float(fault.get("seconds", 5)))
        if kind == "status":
            body = fault.get("body", {"message": f"HTTP {fault['status']}"})
            return self.send_json(fault["status"], body, list(fault.get("headers", {}).items()))
        if kind == "errors":
            return self.send_json(200, self.envelope(endpoint, params, fault["errors"]))
        if kind == "raw":
            return self.send_bytes(fault.get("status", 200), fault["body"].encode())
        if kind == "oversize":
            return self.send_oversize(endpoint, int(fault["bytes"]))
        if kind == "invalid_json":
            return self.send_bytes(200, b'{"get": "' + endpoint.encode() + b'", "errors": [], "response": [{"fixture": ')
        if state.season:
            answer = state.season.answer(endpoint, params)
            if answer is not None:
                return self.send_json(200, answer)
        try:
            with open(f"{state.recordings}/{recording_path(endpoint, params)}", "rb") as f:
                body = f.read()
        except FileNotFoundError:
            return self.send_json(404, {"message": f"no recording for {endpoint}?{url.query}"})
        if kind == "truncate":
            return self.send_bytes(200, body, cut=len(body) // 2)
        self.send_bytes(200, body)

    def auth_status(self):
        key = self.server.state.key
        if "x-apisports-key" in self.headers:
            return "valid" if self.headers["x-apisports-key"] == key else "invalid"
        if "x-rapidapi-key" in self.headers:
            if self.headers["x-rapidapi-key"] == key and self.headers.get("x-rapidapi-host") == RAPIDAPI_HOST:
                return "valid"
            return "rapidapi-refused"
        return "missing"

    @staticmethod
    def logged_value(name, value, auth):
        if name.lower() in AUTH_HEADERS:
            return "<valid>" if auth == "valid" else "<invalid>"
        return value

    @staticmethod
    def envelope(endpoint, params, errors):
        return {"get": endpoint, "parameters": dict(params) or [], "errors": errors, "results": 0,
                "paging": {"current": 1, "total": 1}, "response": []}

    def send_oversize(self, endpoint, size):
        head = b'{"get": "' + endpoint.encode() + b'", "errors": [], "results": 1, "response": ['
        tail = b"0]}"
        piece = b"0," * (32 << 10)
        sent = 0
        try:
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(size))
            self.end_headers()
            self.wfile.write(head)
            sent = len(head)
            while sent + len(piece) + len(tail) <= size:
                self.wfile.write(piece)
                sent += len(piece)
            rest = size - sent - len(tail)
            self.wfile.write(b"0," * (rest // 2) + b" " * (rest % 2) + tail)
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True

    def send_json(self, status, value, headers=()):
        self.send_bytes(status, json.dumps(value).encode(), headers=headers)

    def send_bytes(self, status, body, headers=(), cut=None):
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            for name, value in list(headers) + self.server.state.quota_headers():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(body if cut is None else body[:cut])
            self.wfile.flush()
            if cut is not None:
                self.close_connection = True
                self.connection.shutdown(socket.SHUT_RDWR)
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--recordings", required=True)
    parser.add_argument("--key", required=True)
    parser.add_argument("--log", required=True)
    parser.add_argument("--scenario")
    parser.add_argument("--exit-on-stdin-eof", action="store_true")
    parser.add_argument("--season")
    parser.add_argument("--clock-file")
    args = parser.parse_args()
    # A parent that blocks signals in its threads passes that mask on; SIGTERM must stop us.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if args.exit_on_stdin_eof:
        threading.Thread(target=lambda: (sys.stdin.buffer.read(), os._exit(0)), daemon=True).start()
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    server.state = State(args)
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    sys.exit(main())
