// port-of: none (page glue: this head, and the constants the export wrote)
// SheetLab's sheet engine for `--export html`: a port of SheetCore's machine, release
// policies, springs, timing curves, rubber bands and velocity estimate. Each section starts
// with `port-of` lines naming the Swift files it ports, each with a hash of the file as the
// port was last checked against it (`none`: page glue); scripts/port_hashes.py, a step of
// `make test`, says which sections a change to those files leaves to check (docs/html.md).
// The export reads this file and writes it into sheet.html beside the tuned constants
// (a JSON object, `sheetlab-config`), unchanged but for its test hook (between the
// SHEETLAB TEST HOOK markers at its end), which only a test build keeps
// (ConfigFile.htmlEngine). Tests/Web/web_sheet.py replays every built-in gesture through it
// in headless Chromium and checks it lands where the app does.
(function () {
  "use strict";
  const C = JSON.parse(document.getElementById("sheetlab-config").textContent);
  const E = C.engine;
  // port-of: Sources/SheetCore/Styles/SheetStyle.swift sha256:0e97057cc905
  // port-of: Sources/SheetCore/Styles/StyleTiming.swift sha256:4ebeb7fb63fb
  // port-of: Sources/SheetCore/Styles/DraggableSheetStyle.swift sha256:2d184bd5cacb
  // Styles/*.swift: a style other than the draggable sheet (`--style fixed | modal | half |
  // card | peek`), as the export read it from the style itself, or null. Its detents, dim,
  // card and rules stand in for the sheet's; it never springs and its drag is clamped.
  const S = E.style;
  if (S) {
    Object.assign(E, {
      detents: S.detents, topInset: S.topInset, dismissLine: 0, dimAlpha: S.dimAlpha,
      undimmedIndex: null, policy: S.rules, spring: null, flickSpring: null, overdrag: "clamp",
      look: "seed", grabberTap: "off", cardScale: S.card ? S.card.scale : 1,
    });
  }
  // StyleTiming: the style's durations and easing; the sheet's from its own flags.
  const T = S ? S.timing : {
    present: E.presentDuration, dismiss: E.presentDuration, snap: E.snapDuration,
    dimIn: E.dimDuration, dimOut: E.dimDuration, easing: E.curve, scalesWithDistance: false,
  };

  // port-of: Sources/SheetCore/Support/Format.swift sha256:6399f89817ad
  // port-of: Sources/SheetCore/Geometry/Clamp.swift sha256:ecb198077def
  // `fmt` is Format.number; `clamp` is Geometry's.
  function fmt(value, decimals) {
    if (decimals === undefined) decimals = 3;
    if (!isFinite(value)) return isNaN(value) ? "nan" : value > 0 ? "inf" : "-inf";
    const scale = Math.pow(10, decimals);
    const rounded = swiftRound(value * scale) / scale;
    if (rounded === Math.trunc(rounded)) return String(Math.trunc(rounded)).replace(/^-0$/, "0");
    let text = rounded.toFixed(decimals);
    text = text.replace(/0+$/, "").replace(/\.$/, "");
    return text === "-0" ? "0" : text;
  }
  // Swift's `rounded()`: half away from zero (Math.round goes half up).
  function swiftRound(x) { return x < 0 ? -Math.round(-x) : Math.round(x); }
  function clamp(x, lo, hi) { return Math.min(Math.max(x, lo), hi); }

  // port-of: Sources/SheetCore/Release/RuleTrace.swift sha256:1d20a52ade65
  // port-of: Sources/SheetCore/Release/Relation.swift sha256:b98f4938b77b
  // port-of: Sources/SheetCore/Release/RuleCheck.swift sha256:0e5b191ca7c5
  // port-of: Sources/SheetCore/Sheet/Detent.swift sha256:1969e3e4e677
  // port-of: Sources/SheetCore/Sheet/ReleaseTarget.swift sha256:0df26b2d492b
  // The rules' recorder; `targetName` is Detent.swift's ReleaseTarget.name.
  const NEGATED = { "<": "≥", "≤": ">", ">": "≤", "≥": "<", "=": "≠", "≠": "=" };
  function holds(rel, v, l) {
    switch (rel) {
      case "<": return v < l;
      case "≤": return v <= l;
      case ">": return v > l;
      case "≥": return v >= l;
      case "=": return v === l;
      default: return v !== l;
    }
  }
  class RuleTrace {
    constructor() { this.steps = []; this.pending = []; }
    record(fact) {
      const last = this.steps[this.steps.length - 1];
      if (last && last.matched) last.facts.push(fact); else this.pending.push(fact);
    }
    check(name, value, rel, limit) {
      const h = holds(rel, value, limit);
      this.record({ check: true, name, value, rel, limit, holds: h });
      return h;
    }
    value(name, value) { return value; }
    pick(detent, how) { this.record({ pick: true, how, detent }); return detent; }
    note(text) { this.record({ note: text }); }
    rule(number, matched) {
      this.steps.push({ rule: number, matched, facts: this.pending });
      this.pending = [];
      return matched;
    }
    // RuleTrace.swift `compact`: "rule 2 of seed: velocity -812 < -300.00 → max".
    compact(decision, rulesName) {
      let matched = null;
      for (const step of this.steps) if (step.matched) matched = step;
      const facts = matched ? matched.facts : [];
      const checks = facts.filter((f) => f.check).map((f) =>
        `${f.name} ${fmt(f.value, 0)} ${f.holds ? f.rel : NEGATED[f.rel]} ${fmt(f.limit, 2)}`);
      const picked = facts.filter((f) => f.pick).map((f) => f.how);
      const why = checks.length === 0
        ? ["otherwise"].concat(picked.slice(0, 1)).join(": ") : checks.join(", ");
      return `rule ${decision.rule} of ${rulesName}: ${why} → ${targetName(decision.target)}`;
    }
  }
  function targetName(target) { return target === "dismiss" ? "dismiss" : target.name; }

  // port-of: Sources/SheetCore/Sheet/Detent.swift sha256:1969e3e4e677
  function heightOnScreen(spec, windowHeight, maxHeight, contentHeight, baseline) {
    switch (spec.kind) {
      case "points": return spec.value + baseline;
      case "fit": return Math.min(contentHeight + baseline, maxHeight);
      case "fraction": return windowHeight * spec.value;
      default: return maxHeight;
    }
  }
  class DetentSet {
    constructor(specs, windowHeight, maxHeight, contentHeight, dismissLine, baseline) {
      this.resting = [];
      const top = Math.max(1, maxHeight);
      specs.forEach((spec, index) => {
        const wanted = heightOnScreen(spec, windowHeight, maxHeight, contentHeight, baseline);
        const below = this.resting.length ? this.resting[this.resting.length - 1].height : 0;
        const height = Math.min(top, Math.max(below + 1, wanted));
        this.resting.push({ name: spec.name, index, height });
      });
      this.dismissLine = Math.min(dismissLine, this.resting[0].height);
    }
    get lowest() { return this.resting[0]; }
    get highest() { return this.resting[this.resting.length - 1]; }
    at(index) { return this.resting[clamp(index, 0, this.resting.length - 1)]; }
    named(name) { return this.resting.find((d) => d.name === name) || null; }
    next(d) { return d.index + 1 < this.resting.length ? this.resting[d.index + 1] : null; }
    previous(d) {
      return d.index > 0 && d.index <= this.resting.length ? this.resting[d.index - 1] : null;
    }
    firstAbove(h) { return this.resting.find((d) => d.height > h + 0.5) || this.highest; }
    lastBelow(h) {
      for (let i = this.resting.length - 1; i >= 0; i--)
        if (this.resting[i].height < h - 0.5) return this.resting[i];
      return null;
    }
    landing(h) {
      const reached = Math.min(h, this.highest.height - 0.5);
      for (let i = this.resting.length - 1; i >= 0; i--)
        if (this.resting[i].height <= reached) return this.resting[i];
      return this.lowest;
    }
    nearest(h) {
      let best = this.lowest;
      for (const d of this.resting)
        if (Math.abs(d.height - h) < Math.abs(best.height - h)) best = d;
      return best;
    }
  }

  // port-of: Sources/SheetCore/Release/ReleasePolicy.swift sha256:69a0b4ad0981
  // Where a release lands: the policies (Release/*.swift) and the styles' own rules.
  function projectedDistance(velocity, rate) {
    if (!(rate > 0 && rate < 1)) return 0;
    return velocity / 1000 * rate / (1 - rate);
  }
  // port-of: Sources/SheetCore/Release/FullscreenRule.swift sha256:000a7ac05f7f
  // FullscreenRule.swift (the seed policy's rule 2).
  function fullscreenHolds(r, t, velocity, fraction, flickDownReleases) {
    const top = r.windowHeight - r.height;
    const flickedUp = t.check("velocity", r.velocity, "<", -velocity);
    const flickedDown = flickDownReleases && t.check("velocity", r.velocity, ">", velocity);
    const high = t.check("top", top, "<", r.windowHeight * fraction);
    return flickedUp || (!flickedDown && high);
  }
  // port-of: Sources/SheetCore/Styles/ModalStyle.swift sha256:3a33cc77e0da
  // port-of: Sources/SheetCore/Styles/ProgressDismissBehavior.swift sha256:8be3a2c00dcb
  // ModalStyle.swift: ProgressDismissBehavior (the modal's share of the window, the card's
  // of itself).
  function progressDismiss(r, D, t, measure) {
    const progress = (D.highest.height - r.height) / measure;
    if (t.rule(1, t.check("progress", progress, ">", E.dismissProgress + 1e-9)))
      return { target: "dismiss", rule: 1 };
    t.rule(2, true);
    return { target: D.highest, rule: 2 };
  }
  // port-of: Sources/SheetCore/Styles/FixedPanelStyle.swift sha256:53ec0bbb656a
  // port-of: Sources/SheetCore/Styles/UndraggableBehavior.swift sha256:4be16bec353d
  // FixedPanelStyle.swift: UndraggableBehavior, never released.
  function neverReleased(r, D, t) {
    t.rule(1, true);
    return { target: D.lowest, rule: 1 };
  }
  // port-of: Sources/SheetCore/Styles/HalfSheetStyle.swift sha256:da278fa40628
  const POLICIES = {
    "half style"(r, D, t) {
      if (t.rule(1, fullscreenHolds(r, t, E.fullscreenVelocity, E.fullscreenFraction, false)))
        return { target: D.highest, rule: 1 };
      const target = t.pick(D.landing(r.height),
        "highest detent at or below the sheet, short of the highest");
      t.rule(2, true);
      return { target, rule: 2 };
    },
    // port-of: Sources/SheetCore/Styles/ModalStyle.swift sha256:3a33cc77e0da
    // port-of: Sources/SheetCore/Styles/ProgressDismissBehavior.swift sha256:8be3a2c00dcb
    // port-of: Sources/SheetCore/Styles/CardStyle.swift sha256:d8d3a35a03cc
    // port-of: Sources/SheetCore/Styles/FixedPanelStyle.swift sha256:53ec0bbb656a
    // port-of: Sources/SheetCore/Styles/UndraggableBehavior.swift sha256:4be16bec353d
    // port-of: Sources/SheetCore/Styles/PeekCardStyle.swift sha256:4e0fab996053
    // The other styles' rules, by the name `explain` gives them.
    "modal style"(r, D, t) { return progressDismiss(r, D, t, Math.max(1, r.windowHeight)); },
    "card style"(r, D, t) { return progressDismiss(r, D, t, D.highest.height); },
    "fixed style": neverReleased,
    "peek style": neverReleased,
    // port-of: Sources/SheetCore/Release/SeedReleasePolicy.swift sha256:2a7ae2af8f31
    seed(r, D, t) {
      if (t.rule(1, t.check("height", r.height, "<", D.dismissLine)))
        return { target: "dismiss", rule: 1 };
      if (t.rule(2, fullscreenHolds(r, t, E.fullscreenVelocity, E.fullscreenFraction, true)))
        return { target: D.highest, rule: 2 };
      if (t.rule(3, t.check("height", r.height, "<", D.lowest.height)))
        return { target: D.lowest, rule: 3 };
      if (t.rule(4, t.check("translation", r.translation, ">", 0))) {
        const target = t.pick(D.landing(r.height),
          "highest detent at or below the sheet, short of the highest");
        return { target, rule: 4 };
      }
      const target = t.pick(D.firstAbove(r.height - 0.5), "lowest detent above the sheet");
      t.rule(5, true);
      return { target, rule: 5 };
    },
    // port-of: Sources/SheetCore/Release/ProjectedReleasePolicy.swift sha256:50d084d9fd73
    // port-of: Sources/SheetCore/Release/NearestReleasePolicy.swift sha256:fe9141125e64
    // port-of: Sources/SheetCore/Release/LinearProjectionPolicy.swift sha256:364b0adc35dd
    projected(r, D, t) {
      const projected = r.height - projectedDistance(r.velocity, E.deceleration);
      if (t.rule(1, t.check("projected", projected, "<", D.dismissLine)))
        return { target: "dismiss", rule: 1 };
      const target = t.pick(D.nearest(projected), "nearest detent to projected");
      t.rule(2, true);
      return { target, rule: 2 };
    },
    nearest(r, D, t) {
      if (t.rule(1, t.check("height", r.height, "<", D.dismissLine)))
        return { target: "dismiss", rule: 1 };
      const target = t.pick(D.nearest(r.height), "nearest detent");
      t.rule(2, true);
      return { target, rule: 2 };
    },
    linear(r, D, t) {
      const projected = r.height - E.projectionTime * r.velocity;
      const detent = t.pick(D.nearest(projected), "nearest detent to projected");
      const closer = t.check("distance to closed", Math.abs(projected), "<",
        Math.abs(projected - detent.height));
      if (t.rule(1, closer)) return { target: "dismiss", rule: 1 };
      t.rule(2, true);
      return { target: detent, rule: 2 };
    },
    // port-of: Sources/SheetCore/Release/VelocityReleasePolicy.swift sha256:15da6b7d50d4
    // port-of: Sources/SheetCore/Release/MaterialReleasePolicy.swift sha256:f7b0267a78ac
    // port-of: Sources/SheetCore/Release/SequentialReleasePolicy.swift sha256:04f60b7b61ea
    velocity(r, D, t) {
      const threshold = E.fullscreenVelocity;
      if (t.rule(1, t.check("velocity", r.velocity, ">", threshold))) {
        const below = D.lastBelow(r.height);
        if (!below) {
          t.note("no detent below the sheet: dismiss");
          return { target: "dismiss", rule: 1 };
        }
        t.pick(below, "next detent down");
        return { target: below, rule: 1 };
      }
      if (t.rule(2, t.check("velocity", r.velocity, "<", -threshold))) {
        const target = t.pick(D.firstAbove(r.height), "next detent up");
        return { target, rule: 2 };
      }
      const low = t.check("height", r.height, "<", D.lowest.height * (1 - E.dismissProgress));
      if (t.rule(3, low)) return { target: "dismiss", rule: 3 };
      const target = t.pick(D.nearest(r.height), "nearest detent");
      t.rule(4, true);
      return { target, rule: 4 };
    },
    material(r, D, t) {
      const collapsed = D.lowest.height;
      if (t.rule(1, t.check("velocity", r.velocity, "<", 0))) {
        const target = t.pick(D.firstAbove(r.height), "next detent up");
        return { target, rule: 1 };
      }
      const releasedLow = t.check("height", r.height, "<", D.highest.height / 2);
      const projected = r.height - r.velocity * E.projectionTime;
      const underCollapsed = t.check("height", r.height, "≤", collapsed);
      const farBelow = t.check("(collapsed - projected) / collapsed",
        (collapsed - projected) / collapsed, ">", 0.5);
      const shouldHide = underCollapsed && farBelow;
      const fling = t.check("velocity", r.velocity, ">", E.fullscreenVelocity);
      if (t.rule(2, shouldHide && (fling || releasedLow))) return { target: "dismiss", rule: 2 };
      if (t.rule(3, t.check("velocity", r.velocity, "=", 0))) {
        const target = t.pick(D.nearest(r.height), "nearest detent");
        return { target, rule: 3 };
      }
      let nearest = null;
      for (const d of D.resting) {
        if (!(d.height < r.height - 0.5)) continue;
        if (!nearest || Math.abs(d.height - r.height) < Math.abs(nearest.height - r.height))
          nearest = d;
      }
      const target = t.pick(nearest || D.lowest, nearest === null
        ? "no detent below the sheet: the collapsed one" : "nearest detent below the sheet");
      t.rule(4, true);
      return { target, rule: 4 };
    },
    sequential(r, D, t) {
      const height = r.height;
      if (t.rule(1, t.check("height", height, "<", D.dismissLine)))
        return { target: "dismiss", rule: 1 };
      const flick = t.check("speed", Math.abs(r.velocity), ">", E.fullscreenVelocity);
      if (!t.rule(2, flick)) {
        const target = t.pick(D.nearest(height), "nearest detent");
        t.rule(3, true);
        return { target, rule: 3 };
      }
      const origin = t.pick(r.startIndex !== null ? D.at(r.startIndex)
        : D.nearest(height + r.translation), "the drag began at");
      const dragged = -r.translation;
      if (t.check("drag", Math.abs(dragged), ">", 0.4 * r.windowHeight)) {
        const target = t.pick(D.nearest(height), "long drag: nearest detent");
        return { target, rule: 2 };
      }
      const moved = t.check("drag", Math.abs(dragged), ">", 0.5);
      const upward = moved ? t.check("upward drag", dragged, ">", 0)
        : t.check("velocity", r.velocity, "<", 0);
      const step = upward ? D.next(origin) : D.previous(origin);
      const candidate = t.pick(step || origin, upward ? "one detent up" : "one detent down");
      const against = upward ? t.check("detent + 0.5", candidate.height + 0.5, "<", height)
        : t.check("detent - 0.5", candidate.height - 0.5, ">", height);
      const target = against ? t.pick(D.nearest(height), "passed it: nearest detent") : candidate;
      return { target, rule: 2 };
    },
    // port-of: Sources/SheetCore/Release/UIKitReleasePolicy.swift sha256:0f4b3a40d5ef
    uikit(r, D, t) {
      const counts = Math.abs(r.velocity) >= 250;
      const velocity = counts ? r.velocity : 0;
      const projected = r.height - projectedDistance(velocity, E.deceleration);
      const lowest = D.resting[0];
      const closable = t.check("height", r.height, "<", lowest.height);
      const candidates = (closable ? [null] : []).concat(D.resting);
      const h = (i) => (candidates[i] ? candidates[i].height : 0);
      const nearestIndex = (point) => {
        let best = 0;
        for (let i = 1; i < candidates.length; i++)
          if (Math.abs(h(i) - point) < Math.abs(h(best) - point)) best = i;
        return best;
      };
      const target = nearestIndex(projected);
      const fast = t.check("speed", Math.abs(velocity), "≥", E.fullscreenVelocity);
      const past = velocity > 0 ? r.height < h(target) : r.height > h(target);
      if (t.rule(1, fast && target === nearestIndex(r.height) && past)) {
        const step = velocity > 0 ? Math.max(0, target - 1)
          : Math.min(candidates.length - 1, target + 1);
        const detent = candidates[step];
        if (!detent) {
          t.note("the next position down is closed");
          return { target: "dismiss", rule: 1 };
        }
        return { target: t.pick(detent, "one detent past the nearest, the flick's way"), rule: 1 };
      }
      const detent = D.nearest(projected);
      const closer = closable && t.check("distance to closed", Math.abs(projected), "<",
        Math.abs(projected - detent.height));
      if (t.rule(2, closer)) return { target: "dismiss", rule: 2 };
      t.rule(3, true);
      return { target: t.pick(detent, "nearest detent to projected"), rule: 3 };
    },
  };
  // port-of: Sources/SheetCore/Release/RuleTrace.swift sha256:1d20a52ade65
  // port-of: Sources/SheetCore/Release/ReleaseRules.swift sha256:8fa0cd0727fc
  // port-of: Sources/SheetCore/Release/ReleasePolicy.swift sha256:69a0b4ad0981
  // port-of: Sources/SheetCore/Release/ReleaseDecision.swift sha256:a17d897f2c63
  // port-of: Sources/SheetCore/Styles/DraggableSheetStyle.swift sha256:2d184bd5cacb
  // port-of: Sources/SheetCore/Styles/SheetBehavior.swift sha256:afc2cb6f4a90
  // SheetBehavior's `refusesDismissal`: the draggable sheet's `--dismissible off` (UIKit's
  // isModalInPresentation); a style other than the sheet never refuses (the export's
  // `dismissible` is the sheet's alone). Its `dragDismisses` (not a refusing sheet's) has no
  // reader on the page: only the exports read it; `evaluate` below is what keeps it open.
  const REFUSES_DISMISSAL = !S && E.dismissible === false;
  // DraggableSheetBehavior.evaluate: the policy's rules, save that a sheet refusing to be
  // dismissed goes back to its lowest detent where they would dismiss it (by the same rule,
  // the pick saying why), as UIKit's springs back.
  function evaluate(release, D, trace) {
    const decision = POLICIES[E.policy](release, D, trace);
    if (!REFUSES_DISMISSAL || decision.target !== "dismiss") return decision;
    const lowest = trace.pick(D.lowest, "--dismissible off refuses the dismissal"
      + " (isModalInPresentation): back to the lowest detent");
    return { target: lowest, rule: decision.rule };
  }
  // ReleaseRules' `explain`: the decision and its HUD line (`compact`), by the rules named
  // (PolicyKind.policy's, each reading the constants it gives that policy).
  function decide(release, D) {
    const trace = new RuleTrace();
    const decision = evaluate(release, D, trace);
    decision.line = trace.compact(decision, E.policy);
    return decision;
  }

  // port-of: Sources/SheetCore/Motion/TimingCurve.swift sha256:edf7414d0d0b
  // port-of: Sources/SheetCore/Motion/Easing.swift sha256:b60ff33afda2
  function bezier(s, p1, p2) {
    const i = 1 - s;
    return 3 * i * i * s * p1 + 3 * i * s * s * p2 + s * s * s;
  }
  function slope(s, p1, p2) {
    const i = 1 - s;
    return 3 * i * i * p1 + 6 * i * s * (p2 - p1) + 3 * s * s * (1 - p2);
  }
  function curveValue(c, t) {
    if (!isFinite(t)) return t > 0 ? 1 : 0;
    const time = clamp(t, 0, 1);
    if (time === 0 || time === 1) return time;
    const [x1, y1, x2, y2] = c;
    let s = time;
    let solved = false;
    for (let n = 0; n < 8; n++) {
      const error = bezier(s, x1, x2) - time;
      if (Math.abs(error) < 1e-9) { solved = true; break; }
      const d = slope(s, x1, x2);
      if (Math.abs(d) < 1e-6) break;
      s -= error / d;
    }
    if (!solved) {
      let low = 0, high = 1;
      s = time;
      for (let n = 0; n < 60; n++) {
        const value = bezier(s, x1, x2);
        if (Math.abs(value - time) < 1e-10) break;
        if (value < time) low = s; else high = s;
        s = (low + high) / 2;
      }
    }
    return bezier(s, y1, y2);
  }
  const EASE_IN_OUT = [0.42, 0, 0.58, 1];
  // Easing: a timing curve, or UIKit's critically damped duration spring.
  const SPRING_RATE = 9.2335;
  function easingValue(easing, t) {
    if (easing !== "criticallyDamped") return curveValue(easing, t);
    if (!isFinite(t)) return t > 0 ? 1 : 0;
    const time = clamp(t, 0, 1), k = SPRING_RATE;
    const end = 1 - (1 + k) * Math.exp(-k);
    return (1 - (1 + k * time) * Math.exp(-k * time)) / end;
  }
  class Tween {
    constructor(from, to, start, duration, curve) {
      Object.assign(this, { from, to, start, duration, curve });
    }
    value(time) {
      if (!(this.duration > 0)) return this.to;
      return this.from + (this.to - this.from)
        * easingValue(this.curve, (time - this.start) / this.duration);
    }
    finished(time) { return time >= this.start + this.duration; }
    get end() { return this.start + this.duration; }
  }

  // port-of: Sources/SheetCore/Motion/Spring.swift sha256:8b792c775945
  function evolve(spring, x0, v0, t) {
    const w0 = 2 * Math.PI / Math.max(spring.response, 1e-6);
    const zeta = Math.max(0, spring.damping);
    if (Math.abs(zeta - 1) < 1e-6) {
      const e = Math.exp(-w0 * t);
      const b = v0 + w0 * x0;
      return [(x0 + b * t) * e, (b - w0 * (x0 + b * t)) * e];
    } else if (zeta < 1) {
      const wd = w0 * Math.sqrt(1 - zeta * zeta);
      const e = Math.exp(-zeta * w0 * t);
      const b = (v0 + zeta * w0 * x0) / wd;
      const c = Math.cos(wd * t), s = Math.sin(wd * t);
      return [e * (x0 * c + b * s), e * ((b * wd - zeta * w0 * x0) * c - (x0 * wd + zeta * w0 * b) * s)];
    }
    const root = Math.sqrt(zeta * zeta - 1);
    const r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root);
    const c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2;
    const e1 = Math.exp(r1 * t), e2 = Math.exp(r2 * t);
    return [c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2];
  }
  const RATE = 480, LONGEST = 10;
  class SpringMotion {
    constructor(spring, position, velocity, target, start, rest) {
      Object.assign(this, { spring, position, velocity, target, start, rest, steps: 0 });
    }
    get settled() {
      return Math.abs(this.position - this.target) < this.rest
        && Math.abs(this.velocity) < this.rest * 2;
    }
    advance(time) {
      if (!isFinite(time)) return;
      if (time - this.start >= LONGEST) {
        this.position = this.target; this.velocity = 0; this.steps = LONGEST * RATE;
        return;
      }
      const due = Math.floor((time - this.start) * RATE);
      if (due - this.steps > RATE * 4) {
        const [x, v] = evolve(this.spring, this.position - this.target, this.velocity,
          (due - this.steps) / RATE);
        this.position = this.target + x; this.velocity = v; this.steps = due;
      }
      while (this.steps < due && !this.settled) {
        const [x, v] = evolve(this.spring, this.position - this.target, this.velocity, 1 / RATE);
        this.position = this.target + x; this.velocity = v; this.steps += 1;
      }
      if (this.settled) { this.position = this.target; this.velocity = 0; }
    }
  }
  function rubberBand(x, d, c) {
    if (!(x > 0 && d > 0 && c > 0)) return 0;
    return (1 - 1 / (x * c / d + 1)) * d;
  }

  // port-of: Sources/SheetCore/Motion/VelocityTracker.swift sha256:25a33b496566
  class VelocityTracker {
    constructor(window) { this.window = window; this.samples = []; }
    reset() { this.samples = []; }
    add(time, position) {
      if (!isFinite(time) || !isFinite(position)) return;
      const newest = this.samples[this.samples.length - 1];
      if (newest && time < newest.time) return;
      this.samples.push({ time, position });
      if (this.samples.length > 1024) this.samples.shift();
    }
    velocity(time) {
      const newest = this.samples[this.samples.length - 1];
      if (!newest || time - newest.time > this.window) return 0;
      let n = 0, sT = 0, sY = 0, sTT = 0, sTY = 0;
      for (const s of this.samples) {
        if (!(time - s.time <= this.window)) continue;
        const t = s.time - newest.time;
        n += 1; sT += t; sY += s.position; sTT += t * t; sTY += t * s.position;
      }
      if (n < 2) return 0;
      const den = n * sTT - sT * sT;
      if (!(den > 1e-12)) return 0;
      const slope = (n * sTY - sT * sY) / den;
      return isFinite(slope) ? slope : 0;
    }
  }

  // port-of: Sources/SheetCore/Styles/DraggableSheetStyle.swift sha256:2d184bd5cacb
  // The over-drag's bands and their inverses (DraggableBehavior's helpers).
  function topBand(band, room) { return room > 0 && band > 0 ? room * (1 - Math.exp(-band / room)) : 0; }
  function inverseTopBand(h, room) {
    return room > 0 && h > 0 ? -room * Math.log(1 - Math.min(h / room, 0.999999)) : 0;
  }
  function inverseRubberBand(band, d, c) {
    const f = Math.min(band / d, 0.999);
    return d / c * (1 / (1 - f) - 1);
  }

  // port-of: Sources/SheetCore/Looks/FormSheet.swift sha256:9b3a4f775740
  // port-of: Sources/SheetCore/Looks/SystemPresentation.swift sha256:d08b8d4d18fb
  // port-of: Sources/SheetCore/Devices/SafeArea.swift sha256:b757e7d7b487
  // SheetConstants.presentation: where UIKit does not attach its sheet to the bottom edge of a
  // compact width, tuned on an Apple device under a system look. A compact height (a view
  // wider than tall and under 500 pt: a phone on its side): full screen (`full`, the whole
  // view, its corners the display's, the content clear of the safe area's sides, no grabber),
  // or with `--edge-attached on` attached to the bottom edge between the safe area's sides,
  // 8 pt below its top, its top corners `--corner-radius`, its detents the tuned ones but
  // UIKit's medium. A regular width (wider than 700 pt): the form sheet, centred at UIKit's
  // default size for the view's longer side L (up to 1024 → 540×600, under 1590 → 580×640,
  // else 620×680; the view's where smaller), its corners 32 pt on iOS 26 and 10 on iOS 18,
  // resting with its top at (H − h) / 2 (one detent, `form`, its height rounded to a
  // hundredth above the baseline as SheetConstants.presentedDetents has it). The page's view
  // stands for the screen (the app reads the tuned device's). Null elsewhere: the bottom sheet.
  function presentation(view) {
    if (S || E.look === "seed" || !E.appleDevice) return null;
    if (view.width > view.height && view.height < 500) {
      if (E.edgeAttached) {
        return { kind: "edge", x: view.safeLeft,
          w: Math.max(1, view.width - view.safeLeft - view.safeRight), h: null,
          top: E.cornerRadius, bottom: 0, contentLeft: 0, contentRight: 0,
          topInset: view.safeTop + 8 };
      }
      return { kind: "full", x: 0, w: view.width, h: view.height, top: E.displayCorner,
        bottom: E.displayCorner, contentLeft: view.safeLeft, contentRight: view.safeRight,
        topInset: 0 };
    }
    if (!(view.width > 700)) return null;
    const longer = Math.max(view.width, view.height);
    const [dw, dh] = longer <= 1024 ? [540, 600] : longer < 1590 ? [580, 640] : [620, 680];
    const w = Math.min(dw, view.width), h = Math.min(dh, view.height);
    // Its corners: the look's form sheet's, or a tuned `--corner-radius` (the export's).
    const r = Math.min(E.formCornerRadius, h / 2);
    // Centred whatever `--top-inset` says (SheetConstants.presentedTopInset: none).
    return { kind: "form", w, h, x: (view.width - w) / 2, rest: (view.height + h) / 2,
      top: r, bottom: r, contentLeft: 0, contentRight: 0, topInset: 0 };
  }
  // Whether `spec` rests where UIKit's `.medium()` does in `view` (within a quarter of a
  // point): inactive in a compact height (SheetConstants.isSystemMedium).
  function isSystemMedium(spec, view, maxHeight, baseline) {
    if (spec.kind === "fit") return false;
    const large = view.height - view.safeTop - E.largeDetentGap;
    const share = view.height > 568 ? 0.56 : 0.63;
    const medium = (large - view.safeBottom) * share + view.safeBottom;
    return Math.abs(heightOnScreen(spec, view.height, maxHeight, 0, baseline) - medium) < 0.25;
  }

  // port-of: Sources/SheetCore/Sheet/SheetMachine.swift sha256:d0a130e41a13
  // port-of: Sources/SheetCore/Sheet/SheetEvent.swift sha256:e9c671be0f6f
  // port-of: Sources/SheetCore/Sheet/DismissReason.swift sha256:ed07ce0e1d83
  // port-of: Sources/SheetCore/Styles/FixedPanelStyle.swift sha256:53ec0bbb656a
  // The machine (Sheet/SheetMachine*.swift), each part of it under its own port-of lines;
  // here its state, its events, and the fixed panel's segment rows.
  const TAP_SLOP = E.tapSlop;
  const FIXED_SEGMENT_TOPS = [20, 75, 130];
  class Machine {
    constructor(view) {
      this.view = view; // { width, height, safeTop, safeBottom, contentHeight }
      this.now = 0;
      this.inputTime = 0;
      this.tracker = new VelocityTracker(E.velocityWindow);
      this.motion = { kind: "hidden" };
      this.dim = { tracking: true, offset: 0, since: 0 };
      this.scrollOffset = 0;
      this.buttonPressed = false;
      this.tapCandidate = null;
      this.lastRelease = null;
      this.releaseCount = 0;
      this.events = [];
      this.controls = S ? S.controls.slice() : [];
      this.computeDetents();
      if (S && S.alwaysPresented) this.motion = { kind: "resting", detent: this.detents.lowest };
    }
    // The machine's events (SheetEvent.swift), the last hundred, for a look from the console.
    emit(event) {
      this.events.push(Object.assign({ t: this.now }, event));
      if (this.events.length > 100) this.events.shift();
    }
    // port-of: Sources/SheetCore/Configuration/SheetConstants.swift sha256:3ebef8d4e0d6
    // port-of: Sources/SheetCore/Devices/SafeArea.swift sha256:b757e7d7b487
    // port-of: Sources/SheetCore/Styles/CardStyle.swift sha256:d8d3a35a03cc
    // port-of: Sources/SheetCore/Styles/DraggableSheetStyle.swift sha256:2d184bd5cacb
    // port-of: Sources/SheetCore/Styles/DetentListLayout.swift sha256:3f48be50c365
    // SheetConstants: effectiveTopInset, dismissLineOnScreen, detentBaseline, on this screen.
    get topInset() {
      // CardStyle: the card's top gap, never into the status bar; the others' own gap.
      if (S) return S.kind === "card" ? Math.max(S.topInset, this.view.safeTop) : S.topInset;
      // SheetConstants.presentedTopInset: none full screen, 8 pt below the safe area's top
      // attached to the edge in a compact height.
      if (this.form && this.form.topInset !== null) return this.form.topInset;
      // A system look (`ios18`, `ios26`) keeps its large detent the look's gap below a notched
      // phone's own safe area (the export's `largeDetentGap`: 10 pt on iOS 18, none on 26).
      return Math.max(E.topInset, this.view.safeTop + (E.look !== "seed" && this.view.safeTop > 0
        ? E.largeDetentGap : 0));
    }
    get baseline() { return S ? 0 : this.view.safeBottom; }
    computeDetents() {
      const v = this.view;
      // The presentation (`form` for every kind: a form sheet, full screen, edge-attached).
      this.form = presentation(v);
      const p = this.form;
      // SheetConstants.presentedDetents.
      let specs = E.detents;
      if (p && p.kind === "form") {
        specs = [{ name: "form", kind: "points",
          value: Math.round((p.rest - this.baseline) * 100) / 100 }];
      } else if (p && p.kind === "full") specs = [{ name: "full", kind: "max" }];
      else if (p && p.kind === "edge") {
        // UIKit's medium, as SheetLab's max would place it upright (the effective top inset).
        const maxUpright = v.height - Math.max(E.topInset, v.safeTop);
        specs = E.detents.filter((d) => !isSystemMedium(d, v, maxUpright, this.baseline));
        if (!specs.length) specs = [{ name: "max", kind: "max" }];
      }
      this.detents = new DetentSet(specs, v.height, v.height - this.topInset,
        v.contentHeight || 0, E.dismissLine + this.baseline, this.baseline);
      // The undimmed detent's index among these (none if it was set aside: a form sheet and
      // a sheet full screen set every detent aside).
      const undimmed = E.undimmedIndex === null || (p && p.kind !== "edge") ? -1
        : specs.findIndex((d) => d.name === E.detents[E.undimmedIndex].name);
      this.undimmedIndex = undimmed < 0 ? null : undimmed;
    }
    // port-of: Sources/SheetCore/Styles/DetentListLayout.swift sha256:3f48be50c365
    // port-of: Sources/SheetCore/Styles/DraggableSheetStyle.swift sha256:2d184bd5cacb
    // Layout: DetentListLayout.trackedDim / pageTransform.
    trackedDim(height) {
      const D = this.detents;
      if (S && S.dim === "constant") return E.dimAlpha;
      if (this.undimmedIndex === null) return E.dimAlpha * clamp(height / D.lowest.height, 0, 1);
      const clear = D.at(this.undimmedIndex);
      const next = D.next(clear);
      if (!next || !(next.height > clear.height)) return 0;
      return E.dimAlpha * clamp((height - clear.height) / (next.height - clear.height), 0, 1);
    }
    pageTransform(height) {
      const D = this.detents;
      // A form sheet leaves the page flat (DraggableSheetStyle: `.flat`).
      if ((S && !S.card) || this.form) return { scale: 1, radius: 0 };
      const count = D.resting.length;
      let low = count > 1 ? D.resting[count - 2].height : 0;
      if (this.undimmedIndex !== null) {
        if (this.undimmedIndex >= count - 1) return { scale: 1, radius: 0 };
        low = Math.max(low, D.at(this.undimmedIndex).height);
      }
      const span = D.highest.height - low;
      const progress = span > 0 ? clamp((height - low) / span, 0, 1) : 0;
      const radius = E.cardScale < 1 ? progress * (S ? S.card.cornerRadius : E.pageCardRadius) : 0;
      return { scale: 1 - progress * (1 - E.cardScale), radius };
    }
    // port-of: Sources/SheetCore/Sheet/SheetMachine.swift sha256:d0a130e41a13
    // port-of: Sources/SheetCore/Sheet/SheetMachine+Pointer.swift sha256:10d03ca45844
    // What is drawn, the release a hold would make, and time.
    get heightLimit() { return Math.max(this.detents.highest.height, this.view.height); }
    get height() { return this.heightAt(this.now); }
    heightAt(time) {
      const m = this.motion;
      switch (m.kind) {
        case "hidden": return 0;
        case "resting": return this.detents.at(m.detent.index).height;
        case "held": return Math.min(m.hold.height, this.heightLimit);
        default: return clamp(this.animValue(m.anim, time), 0, this.heightLimit);
      }
    }
    animValue(anim, time) { return anim.spring ? anim.spring.position : anim.tween.value(time); }
    animFinished(anim, time) { return anim.spring ? anim.spring.settled : anim.tween.finished(time); }
    get dimAlpha() {
      if (this.motion.kind === "hidden") return 0;
      const d = this.dim;
      if (!d.tracking) return clamp(d.tween.value(this.now), 0, 1);
      const duration = T.dimIn;
      const remaining = duration > 0
        ? 1 - curveValue(EASE_IN_OUT, (this.now - d.since) / duration) : 0;
      return clamp(this.trackedDim(this.height) + d.offset * remaining, 0, 1);
    }
    get isPresented() { return this.motion.kind !== "hidden"; }
    get isMoving() {
      const m = this.motion;
      if (m.kind === "animating" || m.kind === "held") return true;
      if (m.kind === "hidden") return false;
      const d = this.dim;
      if (!d.tracking) return !d.tween.finished(this.now);
      return d.offset !== 0 && this.now < d.since + T.dimIn;
    }
    get maxScrollOffset() {
      return Math.max(0, (this.view.contentHeight || 0) + this.view.safeBottom
        - this.detents.highest.height);
    }
    get goalDetent() {
      const m = this.motion;
      if (m.kind === "resting") return this.detents.at(m.detent.index);
      if (m.kind === "animating" && m.goal !== "dismiss") return this.detents.at(m.goal.index);
      return null;
    }
    get isDismissing() { return this.motion.kind === "animating" && this.motion.goal === "dismiss"; }
    release(hold, pointY) {
      return {
        height: hold.height, translation: pointY - hold.startPointer.y,
        velocity: this.tracker.velocity(this.inputTime), windowHeight: this.view.height,
        startIndex: this.startIndex(hold),
      };
    }
    get releaseWouldDismiss() {
      const m = this.motion;
      if (m.kind !== "held" || m.hold.phase !== "dragging") return false;
      const r = this.release(m.hold, m.hold.lastPointer.y);
      r.velocity = this.tracker.velocity(this.now);
      return evaluate(r, this.detents, new RuleTrace()).target === "dismiss";
    }
    // Time.
    advance(time) {
      if (isFinite(time) && time > this.now) this.now = time;
      const m = this.motion;
      if (m.kind === "animating" && m.anim.spring) {
        const s = m.anim.spring;
        s.advance(this.now);
        if (m.goal === "dismiss" && s.position <= s.rest) {
          m.anim.spring = new SpringMotion(s.spring, 0, 0, 0, this.now, s.rest);
        }
      }
      if (m.kind !== "animating" || !this.animFinished(m.anim, this.now)) return;
      if (m.goal !== "dismiss") {
        const detent = this.detents.at(m.goal.index);
        this.motion = { kind: "resting", detent };
        this.emit({ settled: detent.name, height: detent.height });
      } else {
        if (!this.dim.tracking && !this.dim.tween.finished(this.now)) return;
        this.motion = { kind: "hidden" };
        this.dim = { tracking: true, offset: 0, since: this.now };
        this.emit({ dismissed: true });
      }
    }
    handle(kind, point, time) {
      this.advance(time);
      this.inputTime = isFinite(time) ? time : this.now;
      if (kind === "down") this.pointerDown(point);
      else if (kind === "move") this.pointerMove(point);
      else if (kind === "up") this.pointerUp(point, true);
      else if (kind === "cancel") this.pointerCancel();
      else if (kind === "key") this.press(point);
      this.advance(this.now);
    }
    // port-of: Sources/SheetCore/Sheet/SheetMachine+Pointer.swift sha256:10d03ca45844
    // port-of: Sources/SheetCore/Scene/PageLayout.swift sha256:48fb5dc1e317
    // port-of: Sources/SheetCore/Styles/GrabberSheetAppearance.swift sha256:e6bef1be1a65
    // port-of: Sources/SheetCore/Styles/DraggableSheetStyle.swift sha256:2d184bd5cacb
    buttonFrame() {
      const v = this.view;
      if (C.page.image) {
        return { x: 0, y: 0, w: v.width, h: Math.max(0, v.height - (S ? S.pageBottomInset : 0)) };
      }
      const inset = 24, bh = 50, bottom = (S ? S.pageBottomInset : 0) + v.safeBottom;
      const left = v.safeLeft || 0, right = v.safeRight || 0;
      return { x: inset + left, y: Math.max(0, v.height - bottom - inset - bh),
        w: Math.max(0, v.width - 2 * inset - left - right), h: bh };
    }
    inButton(p) {
      const f = this.buttonFrame();
      return p.x >= f.x && p.x < f.x + f.w && p.y >= f.y && p.y < f.y + f.h;
    }
    pointerDown(point) {
      if (this.motion.kind === "held" || this.tapCandidate) return;
      if (!this.isPresented) {
        this.buttonPressed = this.inButton(point);
        return;
      }
      const current = this.height;
      const onOverlay = this.isOffSheet(point, current);
      if (onOverlay && this.dimAlpha <= 0) {
        this.buttonPressed = this.inButton(point);
        return;
      }
      // An overlay that neither drags nor dismisses only blocks the page; a sheet that cannot
      // be dragged keeps moving under a press, and only a tap acts on it.
      if (onOverlay && !this.overlayDrags && !this.overlayTapDismisses) return;
      if (!onOverlay && S && !S.draggable) { this.tapCandidate = point; return; }
      const m = this.motion;
      const interrupted = m.kind === "resting" ? m.detent : m.kind === "animating" ? m.goal : null;
      this.dim = { tracking: true, offset: this.dimAlpha - this.trackedDim(current), since: this.now };
      const hold = {
        startHeight: current, startPointer: point, onOverlay, phase: "pendingTap",
        height: current, interrupted, lastPointer: point,
      };
      hold.startRaw = this.dragRaw(current);
      if (!onOverlay && !S && this.maxScrollOffset > 0 && interrupted && interrupted !== "dismiss"
        && interrupted.index === this.detents.highest.index
        && !(this.sheetPoint(point, current).y < 32)) hold.phase = "pendingScroll";
      this.motion = { kind: "held", hold };
      this.tracker.reset();
      this.tracker.add(this.inputTime, point.y);
    }
    // SheetMachine+Pointer.swift `isOffSheet`, `sheetPoint`, `sheetWidth`: above the sheet, or
    // beside and below a form sheet; a point in the sheet's own points; its width.
    isOffSheet(p, height) {
      const f = this.form, top = this.view.height - height;
      if (!f) return p.y < top;
      const bottom = f.h === null ? this.view.height : top + f.h;
      return !(p.x >= f.x && p.x <= f.x + f.w && p.y >= top && p.y <= bottom);
    }
    sheetPoint(p, height) {
      return { x: p.x - (this.form ? this.form.x : 0), y: p.y - (this.view.height - height) };
    }
    get sheetWidth() { return this.form ? this.form.w : this.view.width; }
    get overlayDrags() { return S ? S.overlayDrags : true; }
    get overlayTapDismisses() { return S ? S.overlayTapDismisses : !REFUSES_DISMISSAL; }
    // Whether the hold can drag the sheet (SheetMachine+Pointer.swift `dragRange(for:)`).
    drags(hold) {
      if (hold.onOverlay && !this.overlayDrags) return false;
      return !S || S.draggable;
    }
    pointerMove(point) {
      if (this.tapCandidate) {
        const dx = point.x - this.tapCandidate.x, dy = point.y - this.tapCandidate.y;
        if (Math.sqrt(dx * dx + dy * dy) > TAP_SLOP) this.tapCandidate = null;
        return;
      }
      if (this.motion.kind !== "held") return;
      this.tracker.add(this.inputTime, point.y);
      this.follow(this.motion.hold, point);
    }
    follow(hold, point) {
      if (hold.phase === "pendingScroll" || hold.phase === "scrolling") {
        this.scroll(hold, point);
        hold.lastPointer = point;
        return;
      }
      const dx = point.x - hold.startPointer.x;
      const translation = point.y - hold.startPointer.y;
      if (hold.phase !== "cancelled") {
        const moved = Math.sqrt(dx * dx + translation * translation);
        if (hold.phase === "pendingTap" && moved > TAP_SLOP) {
          if (!this.drags(hold)) { hold.phase = "cancelled"; hold.lastPointer = point; return; }
          hold.phase = "dragging";
          this.emit({ dragStart: hold.startHeight });
        }
        if (hold.phase === "dragging") {
          hold.height = Math.min(this.heightLimit,
            this.dragHeight(hold.startRaw - translation, hold.startHeight));
        }
      }
      hold.lastPointer = point;
    }
    scroll(hold, point) {
      const tx = point.x - hold.startPointer.x, ty = point.y - hold.startPointer.y;
      if (hold.phase === "pendingScroll") {
        if (!(Math.sqrt(tx * tx + ty * ty) > TAP_SLOP)) return;
        hold.phase = "scrolling";
        hold.lastPointer = hold.startPointer;
      }
      const delta = point.y - hold.lastPointer.y;
      if (delta <= 0) {
        this.scrollOffset = Math.min(this.maxScrollOffset, this.scrollOffset - delta);
        return;
      }
      const consumed = Math.min(this.scrollOffset, delta);
      this.scrollOffset -= consumed;
      const rest = delta - consumed;
      if (!(rest > 0)) return;
      hold.phase = "dragging";
      hold.startHeight = hold.height;
      hold.startRaw = this.dragRaw(hold.height);
      hold.startPointer = { x: point.x, y: point.y - rest };
      this.emit({ dragStart: hold.startHeight });
      hold.height = this.dragHeight(hold.startRaw - rest, hold.startHeight);
    }
    pointerCancel() {
      this.buttonPressed = false;
      this.tapCandidate = null;
      if (this.motion.kind !== "held") return;
      const hold = this.motion.hold;
      if (hold.phase !== "dragging") { this.resume(hold); return; }
      this.pointerUp(hold.lastPointer, false);
    }
    pointerUp(point, sample) {
      if (this.tapCandidate) {
        this.tapCandidate = null;
        this.act(this.action(this.sheetPoint(point, this.height)));
        return;
      }
      if (this.motion.kind !== "held") {
        if (this.buttonPressed && this.inButton(point)) this.pressButton();
        this.buttonPressed = false;
        return;
      }
      const hold = this.motion.hold;
      if (sample) this.tracker.add(this.inputTime, point.y);
      this.follow(hold, point);
      if (hold.phase !== "dragging") {
        if (hold.phase === "scrolling") this.resume(hold); else this.tap(hold, point);
        return;
      }
      this.land(hold, point);
    }
    startIndex(hold) {
      const i = hold.interrupted;
      if (i && i !== "dismiss" && Math.abs(i.height - hold.startHeight) < 0.5) return i.index;
      return this.detents.nearest(hold.startHeight).index;
    }
    land(hold, point) {
      const release = this.release(hold, point.y);
      const decision = decide(release, this.detents);
      this.releaseCount += 1;
      this.lastRelease = {
        number: this.releaseCount, time: this.inputTime, height: release.height,
        velocity: release.velocity, translation: release.translation,
        target: targetName(decision.target), rule: decision.rule, line: decision.line,
      };
      this.emit({ dragEnd: this.lastRelease });
      const carried = E.carryVelocity ? clamp(-release.velocity, -10000, 10000) : 0;
      const flick = Math.abs(release.velocity) >= E.fullscreenVelocity;
      if (decision.target === "dismiss") this.startDismiss(carried, flick);
      else this.animateTo(decision.target, carried, flick);
    }
    tap(hold, point) {
      if (hold.onOverlay) {
        if (this.overlayTapDismisses && hold.phase !== "cancelled") {
          // A press that caught a dismissal: the tap continues it from where the sheet is,
          // one dismissal, no second `dismiss` event.
          if (hold.interrupted === "dismiss") this.animateDismiss();
          else this.startDismiss();
        } else this.resume(hold);
        return;
      }
      const local = this.sheetPoint(point, hold.height);
      const action = hold.phase === "cancelled" ? { kind: "none" } : this.action(local);
      // A close button, or a grabber that dismisses (one detent), tapped on a sheet already
      // dismissing: that dismissal goes on.
      const dismisses = action.kind === "dismiss"
        || (action.kind === "grabber" && this.detents.resting.length <= 1);
      if (dismisses && hold.interrupted === "dismiss") {
        this.animateDismiss();
        return;
      }
      if (["none", "toggle", "grabber"].includes(action.kind)) this.resume(hold);
      this.act(action);
    }
    // SheetMachine+Pointer.swift `act`: what a tap on the sheet means in this style.
    act(action) {
      switch (action.kind) {
        case "dismiss": this.startDismiss(); break;
        case "select":
          if (action.control < this.controls.length
            && this.controls[action.control] !== action.segment) {
            this.controls[action.control] = action.segment;
            this.emit({ select: action.control, segment: action.segment });
          }
          break;
        case "toggle": {
          const current = this.goalDetent || this.detents.lowest;
          const other = this.detents.next(current) || this.detents.previous(current)
            || this.detents.highest;
          this.emit({ toggle: other.name });
          this.animateTo(other);
          break;
        }
        case "grabber": {
          // One detent: dismiss (a sheet that refuses to be stays). More: `--grabber-tap down`
          // one detent down (from the lowest to the highest), `up` one up (from the highest to
          // the lowest), `on` the toggle.
          const D = this.detents;
          if (D.resting.length <= 1) {
            if (!REFUSES_DISMISSAL) this.startDismiss();
            return;
          }
          const current = this.goalDetent || D.lowest;
          let target;
          if (E.grabberTap === "down") target = D.previous(current) || D.highest;
          else if (E.grabberTap === "up") target = D.next(current) || D.lowest;
          else { this.act({ kind: "toggle" }); return; }
          this.emit({ toggle: target.name });
          this.animateTo(target);
          break;
        }
        default: break;
      }
    }
    // port-of: Sources/SheetCore/Styles/GrabberSheetAppearance.swift sha256:e6bef1be1a65
    // port-of: Sources/SheetCore/Styles/FixedPanelStyle.swift sha256:53ec0bbb656a
    // port-of: Sources/SheetCore/Styles/ModalStyle.swift sha256:3a33cc77e0da
    // port-of: Sources/SheetCore/Styles/CardStyle.swift sha256:d8d3a35a03cc
    // port-of: Sources/SheetCore/Styles/PeekCardStyle.swift sha256:4e0fab996053
    // GrabberSheetAppearance.action: UIKit's 44 pt square around the grabber, or the pill
    // where it is larger.
    // The other styles' hit regions: a close button (FixedPanelStyle.swift `CloseButton`)
    // dismisses, a segment selects, the peeking card toggles.
    action(p) {
      const width = this.sheetWidth;
      const inRect = (x, y, w, h) => p.x >= x && p.x < x + w && p.y >= y && p.y < y + h;
      const close = (top) => inRect(width - 60, top, 40, 40);
      if (S) {
        switch (S.kind) {
          case "peek": return { kind: "toggle" };
          case "modal": return { kind: close(16 + this.view.safeTop) ? "dismiss" : "none" };
          case "card": return { kind: close(12) ? "dismiss" : "none" };
          case "fixed": {
            if (close(0)) return { kind: "dismiss" };
            if (C.page.sheetImage) return { kind: "none" };
            for (let control = 0; control < 3; control++) {
              const w = Math.max(0, width - 40), top = 75 + FIXED_SEGMENT_TOPS[control];
              if (w > 0 && inRect(20, top, w, 35)) {
                const segment = Math.trunc((p.x - 20) / (w / 3));
                return { kind: "select", control, segment: Math.min(segment, 2) };
              }
            }
            return { kind: "none" };
          }
          default: return { kind: "none" };
        }
      }
      // `--grabber-tap off` takes no tap, nor does a grabber not drawn (`--grabber hidden`).
      // Full screen in a compact height UIKit hides it (DraggableSheetStyle).
      if (E.grabberTap === "off" || !E.grabberVisible || (this.form && this.form.kind === "full")) {
        return { kind: "none" };
      }
      const g = E.grabber;
      const cx = width / 2, cy = g.top + g.height / 2;
      const across = Math.max(22, g.width / 2), bottom = Math.max(cy + 22, g.top + g.height);
      const hit = Math.abs(p.x - cx) <= across && p.y >= 0 && p.y <= bottom;
      return { kind: hit ? "grabber" : "none" };
    }
    // port-of: Sources/SheetCore/Sheet/SheetMachine+Pointer.swift sha256:10d03ca45844
    pressButton() {
      if (!this.isPresented) this.present();
      else if (S && S.alwaysPresented) this.act({ kind: "toggle" });
    }
    resume(hold) {
      const i = hold.interrupted;
      if (i && i !== "dismiss") {
        const detent = this.detents.at(i.index);
        if (detent.height === hold.height) this.motion = { kind: "resting", detent };
        else this.animateTo(detent);
        return;
      }
      hold.phase = "dragging";
      this.emit({ dragStart: hold.startHeight });
      this.land(hold, hold.lastPointer);
    }
    // port-of: Sources/SheetCore/Sheet/SheetMachine+Keys.swift sha256:8d87278bb2a0
    // SheetMachine+Keys.swift (Enter, Escape, arrows), for a desktop browser. A sheet that
    // refuses to be dismissed takes neither Escape nor Down at its lowest detent.
    press(key) {
      if (this.motion.kind === "held") return;
      const current = this.goalDetent;
      if (key === "Enter" || key === " ") this.pressButton();
      else if (key === "Escape") {
        if (this.isPresented && !this.isDismissing && !(S && S.alwaysPresented)
          && !REFUSES_DISMISSAL) this.startDismiss();
      }
      else if (key === "ArrowUp" && this.isPresented) {
        if (!current) this.animateTo(this.detents.lowest);
        else if (this.detents.next(current)) this.animateTo(this.detents.next(current));
      } else if (key === "ArrowDown" && this.isPresented && current) {
        const below = this.detents.previous(current);
        if (below) this.animateTo(below);
        else if (!(S && S.alwaysPresented) && !REFUSES_DISMISSAL) this.startDismiss();
      }
    }
    // port-of: Sources/SheetCore/Styles/DraggableSheetStyle.swift sha256:2d184bd5cacb
    // port-of: Sources/SheetCore/Styles/SheetBehavior.swift sha256:afc2cb6f4a90
    // Styles/DraggableSheetStyle.swift: dragHeight / dragRaw.
    uikitExtent(highest) {
      return Math.min(Math.max(0, this.view.height - highest - this.view.safeTop), 100);
    }
    dragHeight(raw, grabbedAt) {
      const highest = this.detents.highest.height, lowest = this.detents.lowest.height;
      const c = E.rubberConstant, H = this.view.height, room = H - highest;
      // A sheet that will not close resists below its lowest detent, as a scroll view does
      // past its edge, whatever its over-drag above.
      if (REFUSES_DISMISSAL && raw < lowest) {
        return Math.max(0, lowest - rubberBand(lowest - raw, H, c));
      }
      switch (E.overdrag) {
        case "clamp": return clamp(raw, 0, Math.max(highest, grabbedAt));
        case "rubber":
          if (raw > highest) return highest + topBand(rubberBand(raw - highest, H, c), room);
          if (raw < lowest) return Math.max(0, lowest - rubberBand(lowest - raw, H, c));
          return Math.max(0, raw);
        case "sqrt":
          if (raw > highest) {
            return highest + topBand((Math.sqrt(1 + raw - highest) - 1) * E.overdragFactor, room);
          }
          return Math.max(0, raw);
        case "log":
          if (raw > highest) {
            return highest + topBand(Math.max(0, 8 * (Math.log(raw - highest + 1) - 2)), room);
          }
          return Math.max(0, raw);
        default: // uikit
          if (raw > highest) {
            return highest + rubberBand(raw - highest, this.uikitExtent(highest), c);
          }
          return Math.max(0, raw);
      }
    }
    dragRaw(height) {
      const highest = this.detents.highest.height, lowest = this.detents.lowest.height;
      const c = E.rubberConstant, H = this.view.height, room = H - highest;
      if (REFUSES_DISMISSAL && height < lowest) {
        return lowest - inverseRubberBand(lowest - height, H, c);
      }
      switch (E.overdrag) {
        case "clamp": return height;
        case "rubber":
          if (height > highest) {
            return highest + inverseRubberBand(inverseTopBand(height - highest, room), H, c);
          }
          if (height < lowest) return lowest - inverseRubberBand(lowest - height, H, c);
          return height;
        case "sqrt": {
          if (!(height > highest)) return height;
          const root = inverseTopBand(height - highest, room) / E.overdragFactor + 1;
          return highest + root * root - 1;
        }
        case "log":
          if (!(height > highest)) return height;
          return highest + Math.exp(inverseTopBand(height - highest, room) / 8 + 2) - 1;
        default: {
          if (!(height > highest)) return height;
          const extent = this.uikitExtent(highest);
          if (!(extent > 0)) return highest;
          return highest + inverseRubberBand(height - highest, extent, c);
        }
      }
    }
    // port-of: Sources/SheetCore/Sheet/SheetMachine+Animation.swift sha256:d6189f235cd8
    animation(from, to, velocity, duration, flick) {
      const spring = flick && E.flickSpring ? E.flickSpring : E.spring;
      if (spring) {
        return { spring: new SpringMotion(spring, from, velocity, to, this.now, E.springRest) };
      }
      let scaled = duration;
      if (T.scalesWithDistance) {
        scaled *= Math.min(1, Math.abs(to - from) / Math.max(1, this.detents.highest.height));
      }
      return { tween: new Tween(from, to, this.now, scaled, T.easing) };
    }
    get currentVelocity() {
      const m = this.motion;
      return m.kind === "animating" && m.anim.spring ? m.anim.spring.velocity : 0;
    }
    present() {
      this.emit({ present: true });
      this.controls = S ? S.controls.slice() : [];
      this.scrollOffset = 0;
      const lowest = this.detents.lowest;
      if (E.spring) {
        this.dim = { tracking: true, offset: 0, since: this.now };
        this.motion = { kind: "animating", anim: this.animation(0, lowest.height, 0, 0),
          goal: lowest };
        return;
      }
      this.motion = { kind: "animating",
        anim: { tween: new Tween(0, lowest.height, this.now, T.present, T.easing) },
        goal: lowest };
      this.dim = { tracking: false,
        tween: new Tween(0, this.trackedDim(lowest.height), this.now, T.dimIn, T.easing) };
    }
    animateTo(goal, velocity, flick) {
      const detent = this.detents.at(goal.index);
      if (detent.index !== this.detents.highest.index) this.scrollOffset = 0;
      if (!this.dim.tracking) {
        this.dim = { tracking: true, offset: this.dimAlpha - this.trackedDim(this.height),
          since: this.now };
      }
      this.motion = { kind: "animating", goal: detent,
        anim: this.animation(this.height, detent.height,
          velocity === undefined ? this.currentVelocity : velocity, T.snap, flick) };
    }
    startDismiss(velocity, flick) {
      // A sheet already falling away is one dismissal, said once.
      if (this.isDismissing) return;
      this.emit({ dismiss: true });
      this.animateDismiss(velocity, flick);
    }
    // The dismissal's motion and dim from where the sheet is, without its event: a new
    // dismissal's (startDismiss), or one a press caught, continued by a tap on the dim.
    animateDismiss(velocity, flick) {
      if (!E.spring) {
        this.dim = { tracking: false,
          tween: new Tween(this.dimAlpha, 0, this.now, T.dimOut, T.easing) };
      } else {
        this.dim = { tracking: true, offset: this.dimAlpha - this.trackedDim(this.height),
          since: this.now };
      }
      this.motion = { kind: "animating", goal: "dismiss",
        anim: this.animation(this.height, 0,
          velocity === undefined ? this.currentVelocity : velocity, T.dismiss, flick) };
    }
    // port-of: Sources/SheetCore/Sheet/SheetMachine+Animation.swift sha256:d6189f235cd8
    // SheetMachine+Animation.swift: resize and retarget.
    resize(view) {
      if (!(view.width > 0 && view.height > 0)) return;
      const before = this.height;
      this.view = view;
      this.computeDetents();
      this.retarget(Math.min(before, this.heightLimit));
    }
    retarget(before) {
      const m = this.motion;
      if (m.kind === "resting") m.detent = this.detents.at(m.detent.index);
      else if (m.kind === "held") {
        const top = this.detents.highest.height;
        m.hold.height = Math.min(m.hold.height, top);
        m.hold.startHeight = Math.min(m.hold.startHeight, top);
        m.hold.startRaw = this.dragRaw(m.hold.startHeight);
      } else if (m.kind === "animating") {
        if (m.goal !== "dismiss") m.goal = this.detents.at(m.goal.index);
        if (m.anim.spring) {
          if (m.goal !== "dismiss") m.anim.spring.target = m.goal.height;
          m.anim.spring.position = Math.min(m.anim.spring.position, this.heightLimit);
        } else {
          const tw = m.anim.tween;
          const remaining = Math.max(0, tw.end - this.now);
          tw.from = before; tw.start = this.now; tw.duration = remaining;
          if (m.goal !== "dismiss") tw.to = m.goal.height;
        }
      }
      this.scrollOffset = Math.min(this.scrollOffset, this.maxScrollOffset);
    }
    // port-of: Sources/SheetCore/Sheet/SheetMachine.swift sha256:d0a130e41a13
    // port-of: Sources/SheetCore/Scene/HUDState.swift sha256:61c3b01acce2
    // Starts resting at a detent, as a trace's `start` does (the test hook and `#start=`).
    restAt(name) {
      let detent = this.detents.named(name);
      // A form sheet starts at its one place for any detent it set aside (SheetMachine's init).
      if (!detent && this.form && E.detents.some((d) => d.name === name)) {
        detent = this.detents.highest;
      }
      if (!detent) return false;
      this.motion = { kind: "resting", detent };
      this.dim = { tracking: true, offset: 0, since: this.now };
      this.scrollOffset = 0;
      this.tracker.reset();
      return true;
    }
    get state() {
      const m = this.motion;
      switch (m.kind) {
        case "hidden": return "page";
        case "resting": return "resting at " + m.detent.name;
        case "held": return m.hold.phase === "dragging" ? "dragging"
          : m.hold.phase === "scrolling" ? "scrolling" : "held";
        default: return (m.anim.spring ? "spring" : "curve") + " to "
          + (m.goal === "dismiss" ? "dismiss" : m.goal.name);
      }
    }
  }

  // port-of: none (page glue: the page's elements, and its texts and images as the export wrote them)
  // The page: what the app's Layout draws, in the DOM.
  const $ = (id) => document.getElementById(id);
  const root = $("sl-root"), page = $("sl-page"), dim = $("sl-dim"), sheet = $("sl-sheet");
  const content = $("sl-content"), grabber = $("sl-grabber"), cue = $("sl-cue");
  const shadow = $("sl-shadow"), lift = $("sl-lift"), debug = $("sl-debug");
  const probe = $("sl-safe"), solid = $("sl-solid"), glassLayer = $("sl-glass");

  // What the page and the sheet show (the app's Content, `--page-image`, `--content`).
  $("sl-title").textContent = C.page.title;
  $("sl-poem").textContent = C.page.poem;
  $("sl-button").textContent = C.page.button;
  $("sl-heading").textContent = C.page.heading;
  $("sl-body").textContent = C.page.body;
  $("sl-label").textContent = C.label;
  // port-of: Sources/SheetCore/Scene/PageLayout.swift sha256:48fb5dc1e317
  // port-of: Sources/SheetCore/Scene/SheetLayout.swift sha256:d5cfef320440
  // port-of: Sources/SheetCore/Styles/GrabberSheetAppearance.swift sha256:e6bef1be1a65
  // An image in the texts' place: the page's instead of its title, poem and button
  // (PageLayout.items), the sheet's as its whole face.
  if (C.page.image) {
    $("sl-page-image").src = C.page.image;
    $("sl-page-image").style.display = "block";
    $("sl-page-text").style.display = "none";
    $("sl-button").style.display = "none";
  }
  if (C.page.sheetImage) {
    $("sl-sheet-image").src = C.page.sheetImage;
    $("sl-sheet-image").style.display = "block";
    $("sl-heading").style.display = "none";
    $("sl-body").style.display = "none";
    // The image is the sheet's whole face (GrabberSheetAppearance): from the sheet's top
    // edge, cut to its rounded corners by the panel, the grabber drawn over it.
    $("sl-content").style.top = "0px";
  }
  // port-of: Sources/SheetCore/Scene/SheetLayout.swift sha256:d5cfef320440
  // SheetLayout.edgeShadow: six nested shapes above the sheet's top edge, each 8/255 black.
  for (let spread = 6; spread >= 1; spread--) {
    const layer = document.createElement("div");
    const r = E.cornerRadius + spread;
    Object.assign(layer.style, {
      left: `${-spread}px`, right: `${-spread}px`, top: `${-spread}px`,
      height: `${E.cornerRadius + 2 * spread}px`, borderRadius: `${r}px ${r}px 0 0`,
    });
    shadow.appendChild(layer);
  }

  // port-of: Sources/SheetCore/Styles/FixedPanelStyle.swift sha256:53ec0bbb656a
  // port-of: Sources/SheetCore/Styles/SegmentedControl.swift sha256:5c50b954aa1f
  // FixedPanelAppearance: three pre-iOS 13 segmented controls (SegmentedControl), the
  // second's fruit as words, as the app draws them where its font has no emoji.
  const SEGMENT_WORDS = [["Girl", "Boy", "Unsure"], ["Apple", "Lemon", "Orange"],
    ["Home", "Company", "Parking Lot"]];
  const segments = [];
  function buildSegments() {
    SEGMENT_WORDS.forEach((labels, control) => {
      const box = document.createElement("div");
      box.className = "sl-control";
      box.style.top = `${75 + FIXED_SEGMENT_TOPS[control]}px`;
      const parts = labels.map((text) => {
        const inner = document.createElement("div");
        inner.className = "sl-segment";
        const label = document.createElement("div");
        label.className = "sl-segment-label";
        label.textContent = text;
        box.appendChild(inner);
        box.appendChild(label);
        return { inner, label };
      });
      $("sl-fixed").appendChild(box);
      segments.push(parts);
    });
  }
  // Lays the controls out for the sheet's width and selection.
  let segmentsDrawn = "";
  function drawFixed(width, controls) {
    const key = width + ":" + controls.join(",");
    if (!S || S.kind !== "fixed" || key === segmentsDrawn) return;
    segmentsDrawn = key;
    $("sl-base").style.height = `${Math.max(0, Math.min(S.panelHeight, machine.view.height) - 75)}px`;
    const w = Math.max(0, width - 40), sw = w / 3;
    segments.forEach((parts, control) => {
      const selected = control < controls.length ? controls[control] : 0;
      parts.forEach(({ inner, label }, i) => {
        const first = i === 0, last = i === parts.length - 1;
        const left = i * sw;
        const x = left + (first ? 1 : 0.5);
        const iw = Math.max(0, sw - (first ? 1 : 0.5) - (last ? 1 : 0.5));
        Object.assign(inner.style, {
          display: i === selected ? "none" : "block", left: `${x}px`, width: `${iw}px`,
          borderRadius: `${first ? 3 : 0}px ${last ? 3 : 0}px ${last ? 3 : 0}px ${first ? 3 : 0}px`,
        });
        Object.assign(label.style, { left: `${left}px`, width: `${sw}px` });
        label.classList.toggle("sl-on", i === selected);
      });
    });
  }

  // port-of: Sources/SheetCore/Styles/ModalStyle.swift sha256:3a33cc77e0da
  // port-of: Sources/SheetCore/Styles/CardStyle.swift sha256:d8d3a35a03cc
  // port-of: Sources/SheetCore/Styles/PeekCardStyle.swift sha256:4e0fab996053
  // port-of: Sources/SheetCore/Styles/HalfSheetStyle.swift sha256:da278fa40628
  // port-of: Sources/SheetCore/Styles/FixedPanelStyle.swift sha256:53ec0bbb656a
  // port-of: Sources/SheetCore/Styles/CloseButton.swift sha256:6bb5caf613f9
  // The other styles' looks (Styles/*.swift appearances).
  const panel = $("sl-panel"), close = $("sl-close");
  if (S) {
    shadow.style.display = "none";
    grabber.style.display = S.kind === "half" ? "block" : "none";
    const hideText = ["half", "peek", "fixed"].includes(S.kind);
    $("sl-heading").style.display = hideText || C.page.sheetImage ? "none" : "";
    $("sl-body").style.display = hideText || C.page.sheetImage ? "none" : "";
    // The modal and the card show the heading and the poem (their appearances take no
    // `--content`).
    $("sl-body").textContent = C.page.poem;
    // The content's top: below the close button (modal, card), the cap (fixed), or the face.
    const contentTop = { modal: 72, card: 64, fixed: 75, peek: 0, half: 0 }[S.kind];
    content.style.top = `${contentTop}px`;
    if (S.kind === "half" && C.page.sheetImage) content.style.top = "0px";
    if (["modal", "card", "fixed"].includes(S.kind)) {
      close.style.display = "block";
      close.style.top = `${{ modal: 16, card: 12, fixed: 0 }[S.kind]}px`;
    }
    // The modal covers the status bar: its close button and content start below it.
    if (S.kind === "modal") {
      close.style.top = "calc(env(safe-area-inset-top, 0px) + 16px)";
      content.style.top = "calc(env(safe-area-inset-top, 0px) + 72px)";
    }
    const r = S.cornerRadius;
    if (S.kind === "modal") panel.style.borderRadius = "0";
    if (S.kind === "card") panel.style.borderRadius = `${r}px`;
    if (S.kind === "peek") panel.style.background = "#FF0000";
    if (S.kind === "fixed") {
      panel.style.background = "transparent";
      panel.style.borderRadius = "0";
      $("sl-fixed").style.display = "block";
      $("sl-select").style.display = C.page.sheetImage ? "none" : "";
      if (!C.page.sheetImage) buildSegments();
    }
    // Where the Get Started button sits above what the style keeps at the bottom (peek).
    if (S.pageBottomInset > 0) {
      $("sl-button").style.bottom =
        `calc(env(safe-area-inset-bottom, 0px) + ${24 + S.pageBottomInset}px)`;
    }
  }
  // port-of: none (page glue: the view, as the DOM measures it)
  function measureView() {
    const style = getComputedStyle(probe);
    return {
      width: root.clientWidth, height: root.clientHeight,
      safeTop: parseFloat(style.paddingTop) || 0, safeBottom: parseFloat(style.paddingBottom) || 0,
      safeLeft: parseFloat(style.paddingLeft) || 0, safeRight: parseFloat(style.paddingRight) || 0,
      contentHeight: contentHeight(),
    };
  }
  // port-of: Sources/SheetCore/Scene/SheetLayout.swift sha256:d5cfef320440
  // SheetLayout.contentHeight: the lowest line's bottom plus the side inset (20 pt); a
  // sheet image, the sheet's whole face, is measured alone.
  function contentHeight() {
    if (C.page.sheetImage) return $("sl-sheet-image").offsetHeight;
    const body = $("sl-body");
    return 32 + body.offsetTop + body.offsetHeight + 20;
  }

  // port-of: none (page glue: the machine on the page, and the test hook's clock)
  const machine = new Machine(measureView());
  let clock = null; // the test hook's clock (seconds); null: the browser's
  // The test hook's inputs to come, [kind, x, y, seconds] in order: each pointer event takes
  // the time of the next one of its kind at its place (an input the browser dropped, a move
  // to where the pointer already is, is passed over).
  let schedule = null;
  function now(kind, p, event) {
    if (schedule) {
      while (schedule.length) {
        const [k, x, y, t] = schedule.shift();
        if (k === kind && Math.abs(x - p.x) < 0.05 && Math.abs(y - p.y) < 0.05) {
          clock = t;
          break;
        }
      }
    }
    if (clock !== null) return clock;
    return (event ? event.timeStamp : performance.now()) / 1000;
  }

  // port-of: Sources/SheetCore/Looks/FloatingSheet.swift sha256:e7405c48c522
  // port-of: Sources/SheetCore/Looks/FloatingLook.swift sha256:baf356e8cec0
  // port-of: Sources/SheetCore/Looks/SystemSheetLook.swift sha256:1053f8c5bbb4
  // port-of: Sources/SheetCore/Scene/Glass.swift sha256:275680639f2b
  // port-of: Sources/SheetCore/Styles/GrabberSheetAppearance.swift sha256:e6bef1be1a65
  // `--look ios26` (the draggable sheet only): FloatingLook.sheet and FloatingSheet's init,
  // where iOS 26 draws a sheet `h` points tall (the height the detents speak of, before the
  // scale): the full-width frame scaled by `scale` about the window's bottom so that the gap
  // each side equals the gap below, eased from the whole 8 pt inset at UIKit's medium (and
  // below) to none at large, blending to a capsule (28 pt each side) from 150 pt down to
  // 76 pt; the top corners 38 pt (`--corner-radius`), the bottom ones nested in the display's
  // (`displayCorner`, 0 without a `--device`); `glass` how much of the surface is glass (1
  // at medium and below, 0 opaque at large). Radii are before the scale. The large and
  // medium detents are the phone's own: its viewport and env(safe-area-inset-*).
  const FLOATS = !S && E.look === "ios26";
  function floatingSheet(h, view, topInset) {
    const width = Math.max(1, view.width);
    const large = view.height - topInset;
    // SystemSheetLook.mediumShare: 0.56 of large above the bottom safe area, 0.63 in a
    // window 568 pt tall or shorter.
    const share = view.height > 568 ? 0.56 : 0.63;
    const medium = (large - view.safeBottom) * share + view.safeBottom;
    const span = large - medium;
    const floating = span > 0 ? clamp((large - h) / span, 0, 1) : (h < large ? 1 : 0);
    // (Only as far as it floats: a window so short its large detent is under 150 pt still
    // meets the screen's edges there.)
    const capsular = clamp((150 - h) / (150 - 76), 0, 1) * floating;
    const shrink = floating * 2 * 8 / width * (1 - capsular) + capsular * 2 * 28 / width;
    const scale = Math.max(0, 1 - shrink);
    const gap = shrink * width / 2;
    const shortness = large > 0 ? clamp(1 - h / large, 0, 1) : 0;
    const nested = Math.max(E.displayCorner - 14 * shortness, 20);
    const bottom = Math.min(floating * nested + (1 - floating) * Math.max(0, E.displayCorner),
      Math.max(0, h) / 2);
    const top = Math.min(E.cornerRadius * (1 - capsular) + bottom * capsular, Math.max(0, h) / 2);
    return { scale, x: gap, y: view.height - gap - scale * Math.max(0, h),
      topRadius: top, bottomRadius: bottom, glass: floating };
  }
  // The glass (Glass.swift, GrabberSheetAppearance.background): what lies beneath, blurred
  // (`--glass-blur`, a Gaussian's sigma: CSS blur() takes the same), then toned, each channel
  // c → (Y + 0.6 (c − Y)) · gain + lift (Y Rec. 709 luma; light gain 0.318 lift 0.70, dark
  // 0.24 and 0.12). CSS says it exactly: saturate(0.6) (the same luma weights to three
  // places), then brightness(gain / (1 − lift)) under a white tint of alpha `lift`, which
  // gives b · gain / (1 − lift) · (1 − lift) + lift. The glass is its own layer under the
  // sheet (#sl-glass, the whole viewport, never transformed, cut to the sheet's shape on
  // screen by its clip-path), so the blur reads past the sheet's edge as the app's does (a
  // backdrop-filter on the scaled panel itself blurs wrongly in Chromium: its edges smear).
  // Over it the opaque sheet (#sl-solid, in the panel) at 1 − glass: Glass.swift's
  // `opacity`. A `--sheet-image` is the sheet's face, opaque (no glass under it).
  const DARK = C.sheetlab && C.sheetlab.appearance === "dark";
  if (FLOATS) {
    const [gain, tint] = DARK ? [0.24, 0.12] : [0.318, 0.70];
    root.style.setProperty("--glass-filter",
      `blur(${E.glassBlur}px) saturate(0.6) brightness(${gain / (1 - tint)})`);
    root.style.setProperty("--glass-tint", `rgba(255, 255, 255, ${tint})`);
    // UIKit's grabber over glass: a translucent label pill (SheetLayout.grabberOverImage),
    // the same pixels over the opaque sheet as the flat grey.
    root.style.setProperty("--grabber",
      DARK ? "rgba(235, 235, 245, 0.302)" : "rgba(60, 60, 67, 0.302)");
    // No edge shadow: the floating sheet casts none (Layout.scene). Its corners are the
    // panel's clip-path's, set each frame.
    shadow.style.display = "none";
    panel.style.borderRadius = "0";
    // Layout.contentWidth: the content is laid out as wide as the sheet is at medium (16 pt
    // narrower), so the app's unscaled glyphs keep clear of its edge; the page wraps the same.
    content.style.right = `${20 + 2 * 8}px`;
  }

  // port-of: Sources/SheetCore/Scene/Layout.swift sha256:431948c9abda
  // port-of: Sources/SheetCore/Sheet/SheetFrames.swift sha256:3c701af2aad1
  // port-of: Sources/SheetCore/Scene/PageLayout.swift sha256:48fb5dc1e317
  // port-of: Sources/SheetCore/Scene/HUDState.swift sha256:61c3b01acce2
  let sheetHeight = -1;
  let glassOn = null;
  // Which presentation the sheet is drawn as (its kind, width and content margins; "" the
  // bottom sheet).
  let formOn = "";
  // The gap between the receded page's card and the safe area's top (SystemSheetLook's 10 pt
  // on a notched phone, which Layout.swift keeps for every look).
  const CARD_GAP = 10;
  // Whether the grabber is drawn when no cue shows: the sheet's unless `--grabber hidden`,
  // the half style's; the other styles have none.
  const grabberShown = S ? S.kind === "half" : E.grabberVisible;
  function draw() {
    const m = machine;
    const v = m.view;
    const h = m.height;
    const presented = m.isPresented && h > 0;
    const dimAlpha = m.dimAlpha;
    // The page, scaled into a card (Layout.swift), and dimmed in its own frame.
    const t = presented ? m.pageTransform(h) : { scale: 1, radius: 0 };
    let cardTop = v.height * (1 - t.scale) / 2;
    if (v.safeTop > 0 && E.cardScale < 1) {
      const highestTop = v.height - m.detents.highest.height;
      const progress = clamp((1 - t.scale) / (1 - E.cardScale), 0, 1);
      // 10 pt (SystemSheetLook.largeDetentGap on a notched phone) whatever the look: the
      // card's gap is iOS 18's on iOS 26 too.
      cardTop = progress * Math.max(0, highestTop - CARD_GAP);
    }
    const left = v.width * (1 - t.scale) / 2;
    page.style.transform = `translate(${left}px, ${cardTop}px) scale(${t.scale})`;
    page.style.borderRadius = `${t.radius / t.scale}px`;
    dim.style.opacity = String(dimAlpha);
    dim.style.borderRadius = page.style.borderRadius;
    if (E.recededPage && E.cardScale < 1 && t.scale < 1 && presented) {
      const depth = clamp((1 - t.scale) / (1 - E.cardScale), 0, 1);
      lift.style.opacity = String(depth);
      lift.style.borderRadius = page.style.borderRadius;
    } else lift.style.opacity = "0";
    // Hidden, not removed: the content is measured (`fit`, scrolling) before it shows.
    sheet.style.visibility = presented ? "visible" : "hidden";
    if (!presented && glassOn) {
      // The glass is a layer of its own: hidden with the sheet.
      glassOn = null;
      glassLayer.style.display = "none";
      panel.classList.remove("sl-glass");
    }
    if (presented) {
      // Moved, never resized: as tall as it is ever drawn, its top at the sheet's height (what
      // lies below the window is off screen), so a frame of a drag lays nothing out again.
      const tallest = m.heightLimit;
      if (tallest !== sheetHeight) {
        sheetHeight = tallest;
        sheet.style.height = `${tallest}px`;
      }
      const form = m.form;
      const formKey = form ? `${form.kind} ${form.w} ${form.contentLeft} ${form.contentRight}` : "";
      if (formKey !== formOn) {
        // Into or out of a presentation (a view that crossed 700 pt, turned on its side):
        // its own width, its content wrapped at it clear of the safe area's sides
        // (Layout.contentWidth), no edge shadow, no glass; full screen, no grabber.
        formOn = formKey;
        sheet.style.width = form ? `${form.w}px` : "";
        content.style.left = form ? `${20 + form.contentLeft}px` : "";
        content.style.right = form ? `${20 + form.contentRight}px` : FLOATS ? `${20 + 2 * 8}px` : "";
        panel.style.clipPath = "";
        if (form) {
          shadow.style.display = "none";
          panel.style.borderRadius = "0";
          glassOn = false;
          panel.classList.remove("sl-glass");
          glassLayer.style.display = "none";
        } else {
          shadow.style.display = FLOATS ? "none" : "";
          panel.style.borderRadius = FLOATS ? "0" : "";
          glassOn = null;
        }
      }
      if (form) {
        // UIKit's presentation (SystemPresentation.placement): moved, never scaled, opaque,
        // its corners rounded; a form sheet and the full screen cut to their own height by
        // the panel's clip-path, an edge-attached sheet down to the window's bottom.
        sheet.style.transform = `translate(${form.x}px, ${v.height - h}px)`;
        const height = form.h === null ? h : form.h;
        const rt = Math.min(form.top, height / 2), rb = Math.min(form.bottom, height / 2);
        panel.style.clipPath = `inset(0 0 ${Math.max(0, tallest - height)}px 0 round `
          + `${rt}px ${rt}px ${rb}px ${rb}px)`;
      } else if (FLOATS) {
        // iOS 26: the frame scaled and moved (one transform, its content with it: the app
        // moves its text but keeps the glyphs' size, here they scale too, as in UIKit), cut
        // at the sheet's height with its corners by the panel's clip-path (the panel stays
        // as tall as ever; changing a clip lays nothing out). CSS has no continuous corner:
        // UIKit's and the app's continuous ("squircle") corners are drawn circular here.
        // Below its lowest detent (presented, dismissed, dragged down) the sheet keeps the
        // lowest detent's shape and slides (Layout.scene): that sheet, moved down.
        const shapeH = Math.max(h, m.detents.lowest.height);
        const f = floatingSheet(shapeH, v, m.topInset);
        f.y += shapeH - h;
        sheet.style.transform = `translate(${f.x}px, ${f.y}px) scale(${f.scale})`;
        const rt = f.topRadius, rb = f.bottomRadius;
        panel.style.clipPath =
          `inset(0 0 ${Math.max(0, tallest - shapeH)}px 0 round ${rt}px ${rt}px ${rb}px ${rb}px)`;
        const glass = C.page.sheetImage ? 0 : f.glass;
        if ((glass > 0) !== glassOn) {
          glassOn = glass > 0;
          panel.classList.toggle("sl-glass", glassOn);
          glassLayer.style.display = glassOn ? "block" : "none";
        }
        if (glassOn) {
          solid.style.opacity = String(1 - glass);
          // The same shape in the viewport's points: the scaled frame, the radii scaled.
          const s = f.scale, right = v.width - f.x - s * v.width;
          const bottom = v.height - f.y - s * shapeH;
          glassLayer.style.clipPath = `inset(${f.y}px ${right}px ${bottom}px ${f.x}px round `
            + `${rt * s}px ${rt * s}px ${rb * s}px ${rb * s}px)`;
        }
      } else {
        sheet.style.transform = `translateY(${v.height - h}px)`;
        const strength = Math.min(1, 1 - dimAlpha / 0.15);
        shadow.style.opacity = String(Math.max(0, strength));
      }
      content.style.transform = `translateY(${-m.scrollOffset}px)`;
      // The red grabber and "Release to close" while a release would dismiss, unless
      // `--dismiss-cue off`; a style without a grabber (or `--grabber hidden`) shows the red
      // one only with the cue.
      const cueOn = E.dismissCue && m.releaseWouldDismiss;
      cue.style.display = cueOn ? "block" : "none";
      grabber.classList.toggle("sl-red", cueOn);
      const shown = grabberShown && !(m.form && m.form.kind === "full");
      grabber.style.display = shown || cueOn ? "block" : "none";
      if (S && S.kind === "card") {
        panel.style.height = `${Math.max(1, v.height - m.topInset)}px`;
      }
      drawFixed(v.width, m.controls);
    }
    root.classList.toggle("sl-pressed", m.buttonPressed);
    if (debugOn) {
      const r = m.lastRelease;
      debug.textContent = `${m.state} · height ${fmt(h, 1)} pt\n` + (r
        ? `${r.target} by rule ${r.rule} (h ${fmt(r.height, 0)}, v ${fmt(r.velocity, 0)} pt/s)\n`
          + r.line : "no release yet");
    }
  }

  // port-of: none (page glue: frames, the pointer, keys, resizes, #debug and #start=)
  let frameRequested = false;
  function frame(timestamp) {
    frameRequested = false;
    if (clock === null) machine.advance(timestamp / 1000);
    draw();
    if (machine.isMoving && clock === null) requestFrame();
  }
  function requestFrame() {
    if (!frameRequested && clock === null) {
      frameRequested = true;
      requestAnimationFrame(frame);
    }
  }

  // One pointer, touch or mouse: the first press; a second finger is ignored.
  let pointerId = null;
  function point(e) {
    const r = root.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }
  root.addEventListener("pointerdown", (e) => {
    if (pointerId !== null) return;
    if (e.pointerType === "mouse" && e.button !== 0) return;
    pointerId = e.pointerId;
    try { root.setPointerCapture(e.pointerId); } catch (_) { /* not capturable */ }
    e.preventDefault();
    const p = point(e);
    machine.handle("down", p, now("down", p, e));
    draw();
    requestFrame();
  });
  root.addEventListener("pointermove", (e) => {
    if (e.pointerId !== pointerId) return;
    e.preventDefault();
    // Every sample the browser coalesced into this event, so the velocity sees them all.
    const coalesced = e.getCoalescedEvents ? e.getCoalescedEvents() : [];
    for (const s of coalesced.length ? coalesced : [e]) {
      const p = point(s);
      machine.handle("move", p, now("move", p, s));
    }
    requestFrame();
    if (clock !== null) draw();
  });
  function end(kind) {
    return (e) => {
      if (e.pointerId !== pointerId) return;
      pointerId = null;
      const p = point(e);
      machine.handle(kind, p, now(kind, p, e));
      draw();
      requestFrame();
    };
  }
  root.addEventListener("pointerup", end("up"));
  root.addEventListener("pointercancel", end("cancel"));
  // No page scroll or zoom while a finger is down (touch-action: none does it in CSS too).
  document.addEventListener("touchmove", (e) => e.preventDefault(), { passive: false });
  document.addEventListener("gesturestart", (e) => e.preventDefault());
  document.addEventListener("keydown", (e) => {
    if (["Enter", " ", "Escape", "ArrowUp", "ArrowDown"].includes(e.key)) {
      e.preventDefault();
      machine.handle("key", e.key, now(e));
      requestFrame();
    }
  });
  window.addEventListener("resize", () => {
    machine.resize(measureView());
    draw();
    requestFrame();
  });
  let debugOn = false;
  function readHash() {
    debugOn = /(^|[#&])debug\b/.test(location.hash);
    debug.style.display = debugOn ? "block" : "none";
    draw();
  }
  window.addEventListener("hashchange", readHash);
  readHash();
  // `#start=NAME` opens resting at a detent (as the app's `--start`); without it, the
  // export's own start. Only the hash's name is URL-decoded: the exported one is a detent's
  // name as the app has it, data (`low%` is a name, not an escape). A malformed hash (`%`
  // without two hex digits) names no detent: the page opens on the page.
  const start = (() => {
    const hashed = (/start=([^&]+)/.exec(location.hash) || [])[1];
    if (hashed === undefined) return E.start;
    try { return decodeURIComponent(hashed); } catch { return ""; }
  })();
  if (start && start !== "page") machine.restAt(start);
  draw();
  if (document.fonts && document.fonts.ready) {
    document.fonts.ready.then(() => { machine.resize(measureView()); draw(); });
  }

  // port-of: none (page glue: the test hook, which only the tests' build keeps)
  // SHEETLAB TEST HOOK BEGIN: from this line to the END marker's, only a build with
  // SHEETLAB_TEST_HOOKS (the tests') exports; users' pages have no window.sheetlab.
  // The hook the proof drives (Tests/Web/web_sheet.py): a clock it sets, frames it steps.
  window.sheetlab = {
    config: C,
    machine,
    // From now on time is `seconds`, set by the caller; frames run only on `advance`.
    useClock(seconds) { clock = seconds; },
    setClock(seconds) { clock = seconds; },
    // The times of the inputs to come (see `schedule` above).
    schedule(inputs) { schedule = inputs.slice(); return schedule.length; },
    // How many scheduled inputs no pointer event took (0 once a gesture is over).
    pending() { return schedule ? schedule.length : 0; },
    // Steps frames of 1/60 s up to `seconds` (the app's frame rate), then draws.
    advance(seconds) {
      while (clock < seconds) {
        clock = Math.min(seconds, clock + 1 / 60);
        machine.advance(clock);
      }
      draw();
      return machine.height;
    },
    // Rests at detent `name` with no release and no pointer held: a gesture's start.
    reset(name) {
      pointerId = null;
      // A fresh start at time 0, as each of the app's replays is.
      clock = 0;
      machine.now = 0;
      machine.inputTime = 0;
      machine.resize(measureView());
      machine.lastRelease = null;
      machine.buttonPressed = false;
      machine.tapCandidate = null;
      machine.controls = S ? S.controls.slice() : [];
      const ok = machine.restAt(name);
      draw();
      return ok;
    },
    state() {
      return {
        state: machine.state, height: machine.height, resting: machine.motion.kind === "resting",
        release: machine.lastRelease, detents: machine.detents.resting,
        dismissLine: machine.detents.dismissLine,
        dim: machine.dimAlpha, view: machine.view,
      };
    },
  };
  // SHEETLAB TEST HOOK END
})();
