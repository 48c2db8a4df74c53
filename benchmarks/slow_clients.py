"""/healthz while slow clients hold connections: gunicorn alone, and behind nginx.

    .venv/bin/python benchmarks/slow_clients.py [--clients 16]

gunicorn as production runs it (benchmarks/load.py's server: gunicorn.conf.py, 2
workers × 4 threads) on a free loopback port, and Debian's nginx in front of it
(``apt-get install -y nginx-light``) with the request buffering docs/deploy.md
asks for. For each, ``--clients`` connections send the start of a request and
then nothing (as a slow or hostile client does), and /healthz is asked with a
10 s timeout: printed, how long it took, or that it timed out.
"""

from __future__ import annotations

import argparse
import http.client
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from benchmarks import load  # noqa: E402

NGINX = """
daemon off;
user root;
worker_processes 1;
pid {tmp}/nginx.pid;
error_log {tmp}/nginx-error.log;
events {{ worker_connections 1024; }}
http {{
    access_log off;
    client_body_temp_path {tmp}/body;
    proxy_temp_path {tmp}/proxy;
    client_header_timeout 10s;
    client_body_timeout 10s;
    server {{
        listen 127.0.0.1:{port};
        location / {{
            proxy_pass http://127.0.0.1:{upstream};
            proxy_request_buffering on;
            proxy_set_header Host $host;
            proxy_set_header X-Forwarded-Proto https;
        }}
    }}
}}
"""
TIMEOUT = 10.0


def healthz_beside_slow_clients(port: int, clients: int) -> str:
    held = [socket.create_connection((load.HOST, port)) for _ in range(clients)]
    try:
        for connection in held:
            connection.sendall(b"GET /sika/ HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        time.sleep(1)
        started = time.monotonic()
        try:
            ask = http.client.HTTPConnection(load.HOST, port, timeout=TIMEOUT)
            ask.request("GET", "/healthz")
            status = ask.getresponse().status
            return f"{status} in {(time.monotonic() - started) * 1000:.0f} ms"
        except TimeoutError:
            return f"no answer in {TIMEOUT:.0f} s"
    finally:
        for connection in held:
            connection.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=16)
    args = parser.parse_args()
    nginx = shutil.which("nginx") or "/usr/sbin/nginx"
    if not Path(nginx).exists():
        raise SystemExit("needs nginx: apt-get install -y nginx-light")
    with tempfile.TemporaryDirectory(prefix="sika-slow-") as name:
        tmp = Path(name)
        # worst=True: no presets' figures worked out first (not needed here).
        with load.running_server(tmp, worst=True) as upstream:
            front = load.free_port()
            (tmp / "nginx.conf").write_text(NGINX.format(tmp=tmp, port=front, upstream=upstream))
            proxy = subprocess.Popen([nginx, "-c", str(tmp / "nginx.conf"), "-p", str(tmp)])
            try:
                while load.fetch(front, "/healthz", quiet=True)[0] != 200:
                    time.sleep(0.2)
                for label, port in (("gunicorn alone", upstream), ("behind nginx", front)):
                    found = healthz_beside_slow_clients(port, args.clients)
                    print(f"{label}, {args.clients} slow clients: /healthz {found}")
            finally:
                proxy.terminate()
                proxy.wait(timeout=30)
    return 0


if __name__ == "__main__":
    sys.exit(main())
