"""The table server and its clients (issue 30): JSON messages over WebSocket, no Qt."""
