#!/bin/sh
# Every AI figure of docs/ai.md, one after another (about 25 minutes on 2 cores).
set -e
cd "$(dirname "$0")/.."
export PYTHONPATH=.
python benchmarks/tables.py
python benchmarks/latency.py --games 100
python -m kosci_gui.cli simulate --game classic --rules polish --level hard --games 20000 --seed 1
python benchmarks/strength.py --only thousand --thousand-games 10000
python benchmarks/strength.py --only classic full triple --games 2000 --triple-games 200
python benchmarks/triple_baseline.py --games 300
