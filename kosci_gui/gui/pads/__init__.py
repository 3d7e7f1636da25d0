"""The score pads: the Kości scorecard and the Thousand sheet, each a table model and its view
drawn as paper."""
