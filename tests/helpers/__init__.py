"""What the tests share: servers, browsers, databases, scripted hands and reference code."""
