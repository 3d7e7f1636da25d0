"""A computer player at a table across computers: a :class:`~.client.TableClient` seat played
to the end by a computer of a chosen level, deciding on its seat's own copy of the game
(:class:`~kosci_gui.tables.mirror.Mirror`), exactly as a person's app would see it. What
``kosci-cli play`` runs."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

from kosci_gui.engine.errors import RecordError
from kosci_gui.tables.fair_dice import new_player_seed
from kosci_gui.tables.mirror import Mirror, candidates
from kosci_gui.tables.move_codec import move_to_json

from .client import Disconnected, ServerError, TableClient, retrying

log = logging.getLogger(__name__)


def ready_to_start(view: dict[str, Any]) -> bool:
    """Every seat is taken and every person has added their seed to the dice."""
    return all(s["name"] is not None and (s["type"] == "computer" or s["seed_given"])
               for s in view["seats"])


class SeatPlayer:
    """Plays ``client``'s seat as a computer of ``level``; the host (``starts``) starts
    the game once every seat is taken."""

    def __init__(self, client: TableClient, level: str, *, starts: bool = False) -> None:
        self.client = client
        self.level = level
        self.starts = starts
        self.mirror = Mirror()
        self._player: Any = None
        self._seeded: str | None = None
        self._acted: int | None = None
        self._started: str | None = None  # the commitment of the game we started
        previous = client.on_frame

        def on_frame(frame: dict[str, Any]) -> None:
            if previous is not None:
                previous(frame)
            self._feed(frame)

        client.on_frame = on_frame
        if client.view is not None:
            self._feed(client.view)

    def _feed(self, frame: dict[str, Any]) -> None:
        if frame.get("type") not in ("table", "update") or "record" not in frame:
            return
        try:
            self.mirror.update(frame)
        except RecordError:
            self.mirror = Mirror()  # a gap: the whole table comes next

    def _todo(self, view: dict[str, Any]) -> bool:
        state = view["state"]
        if state == "finished":
            return "server_seed" in view["record"]["meta"]["fair_dice"]
        if state == "waiting":
            return view["commitment"] != self._seeded or (
                self.starts and self._started != view["commitment"]
                and ready_to_start(view))
        seat = self.client.seat
        return (view.get("current") == seat and view["version"] != self._acted
                and seat is not None and not view["out"][seat])

    async def play(self, timeout: float = 3600.0) -> dict[str, Any]:
        """Play until the game at the table ends; returns its record (the server's seed
        revealed)."""
        client = self.client
        while True:
            view = await client.wait(self._todo, timeout)
            if view["state"] == "finished":
                record: dict[str, Any] = view["record"]
                return record
            if view["state"] == "waiting":
                await self._waiting(view)
            else:
                await self._move(view)

    async def _waiting(self, view: dict[str, Any]) -> None:
        commitment = view["commitment"]
        if commitment != self._seeded:
            # the seed goes in once the server has shown its commitment: never before
            seed = new_player_seed()
            await retrying(lambda: self.client.request("seed", seed=seed))
            self._seeded = commitment
            return
        try:
            await self.client.request("start")
            self._started = commitment
        except ServerError as err:
            log.info("not started: %s", err)
            await asyncio.sleep(0.2)
        except Disconnected:
            pass

    async def _assist(self) -> None:
        with contextlib.suppress(ServerError, Disconnected):
            await self.client.request("assist")

    async def _move(self, view: dict[str, Any]) -> None:
        version = view["version"]
        self._acted = version
        try:
            game = await asyncio.to_thread(self.mirror.game)
        except RecordError as err:
            log.warning("our copy of the game failed (%s): the table's computer plays", err)
            await self._assist()
            return
        if self._player is None:
            from kosci_gui import ai

            self._player = await asyncio.to_thread(ai.make_player, game.game, game.rules,
                                                   self.level)
        moves = candidates(game, self._player)
        while True:
            move = await asyncio.to_thread(next, moves, None)
            if move is None:
                # our copy is not the table's (Thousand with hidden cards, after being
                # overtaken): the table's computer plays the rest of this turn
                log.info("no move of ours was accepted at version %d", version)
                await self._assist()
                return
            try:
                await self.client.move(move_to_json(move), at=version)
                return
            except ServerError as err:
                if err.code != "refused":
                    return  # the table moved on (or the seat went): look again
            except Disconnected:
                # applied or not, the table will tell (a move sent again is refused: its
                # version is stale, or its number used)
                self._acted = None
                return
