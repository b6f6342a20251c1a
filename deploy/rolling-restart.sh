#!/bin/sh
# Restarts the memories instances behind nginx one at a time: the next one stops only once the one before answers
# GET /healthz with 200, so one instance is always there to answer (deploy/nginx/memories.conf sends the requests of
# the one restarting to the others). One unit=URL pair per instance, in the order to restart them:
#
#   deploy/rolling-restart.sh memories=http://127.0.0.1:3001/healthz memories-2=http://127.0.0.1:3002/healthz
#
# RESTART        command run with each unit's name (default "systemctl restart"); it must return once the old process
#                has stopped, as systemctl does.
# READY_TIMEOUT  seconds an instance has to answer 200 (default 120); past it the script stops with exit 1 and leaves
#                the instances not yet restarted as they are.
# SETTLE         seconds waited after the 200 before the next restart (default 5, above fail_timeout in memories.conf:
#                nginx then sends requests to the instance again, so the next restart never leaves one instance alone).
set -eu

RESTART=${RESTART:-systemctl restart}
READY_TIMEOUT=${READY_TIMEOUT:-120}
SETTLE=${SETTLE:-5}

if [ "$#" -eq 0 ]; then
  echo "uso: $0 unidade=http://host:porta/healthz [unidade=http://host:porta/healthz ...]" >&2
  exit 2
fi
for pair in "$@"; do
  case "$pair" in
    *=http://* | *=https://*) ;;
    *)
      echo "\"$pair\" não é unidade=URL do /healthz" >&2
      exit 2
      ;;
  esac
done

for pair in "$@"; do
  unit=${pair%%=*}
  url=${pair#*=}
  echo "reiniciando $unit" >&2
  $RESTART "$unit"
  deadline=$(($(date +%s) + READY_TIMEOUT))
  until [ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "$url" || true)" = 200 ]; do
    if [ "$(date +%s)" -ge "$deadline" ]; then
      echo "$unit não respondeu 200 em $url após ${READY_TIMEOUT}s: as instâncias seguintes não foram reiniciadas" >&2
      exit 1
    fi
    sleep 0.2
  done
  echo "$unit pronta ($url respondeu 200)" >&2
  sleep "$SETTLE"
done
echo "todas as instâncias foram reiniciadas" >&2
