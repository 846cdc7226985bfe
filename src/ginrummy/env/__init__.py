"""Research environments: PettingZoo AEC, Gymnasium single-agent, and a numpy vector form.

Needs the ``rl`` extra (``pip install 'ginrummy[rl]'``: numpy, gymnasium, pettingzoo);
the core engine never imports this package. ``docs/env.md`` documents the encoding,
the rewards and the options; the modules:

* :mod:`ginrummy.env.gin_rummy_v0`: the PettingZoo AEC environment (``env()``, ``raw_env``);
* :mod:`ginrummy.env.gym_env`: the Gymnasium environment against one of our agents;
* :mod:`ginrummy.env.vector`: many games stepped at once, numpy batches in and out;
* :mod:`ginrummy.env.encoding`: the observation tensor and its reference encoder;
* :mod:`ginrummy.env.core`: the game loop on the engine's ``HandState`` (the reference,
  and the Gymnasium form's path: opponents play ``Action`` objects);
* :mod:`ginrummy.env.kernel`: the same loop on mutable ints, for the PettingZoo form;
* :mod:`ginrummy.env.batch`: the same loop on numpy arrays, for the vector form's
  self-play.

>>> from ginrummy.env import gin_rummy_v0
>>> env = gin_rummy_v0.env(rules="eaai")
>>> env.reset(seed=1)
>>> obs, reward, terminated, truncated, info = env.last()
>>> env.agent_selection, obs["observation"].shape, int(obs["action_mask"].sum())
('player_1', (416,), 2)
"""

from ..extras import require_extra

# numpy alone here: the encoding and the kernels need nothing more (the trained policy
# agent reads the tensor through them); the modules built on Gymnasium or PettingZoo
# check for those themselves.
require_extra("rl", ("numpy",), "the research environments")
