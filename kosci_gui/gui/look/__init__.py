"""The look: palettes and themes, and the painting of the cloth, the tray, the dice and the paper
pads."""
