extension PlatformRelease {
    /// scenee/FloatingPanel's bottom panel (3.2.2, 7efcc76; the same code in 2.8.8):
    /// `Core.panningEnd` (Core.swift L760–804) picks the state by `Core.targetState(from:with:)`
    /// (L1055–1107) and `LayoutAdapter.segment(at:forward:)` (Layout.swift L832–857), then,
    /// with `isRemovalInteractionEnabled`, removes the panel by `Core.shouldRemove(with:)`
    /// (L808–824). The defaults are `FloatingPanelDefaultBehavior`'s (Behavior.swift): momentum
    /// projected at 0.998 but never past the next anchor (`shouldProjectMomentum` false), a
    /// redirection at half-way (0.5), removal at 5.5 (velocity over the distance to hidden).
    /// The velocity is `UIPanGestureRecognizer.velocity(in:)`, points a second, down positive.
    package struct FloatingPanel: Sendable, Equatable {
        /// The anchors' heights above the superview's bottom, lowest first.
        package var rests: [Double]
        /// The superview's height (the anchors' coordinates run down from its top).
        package var window: Double
        /// `momentumProjectionRate` (`UIScrollView.DecelerationRate.normal`, 0.998).
        package var momentumProjectionRate = 0.998
        /// `redirectionalProgress(_:from:to:)`: past this share of the way to the next anchor
        /// the panel goes on.
        package var redirectionalProgress = 0.5
        /// `isRemovalInteractionEnabled` (default false): a fast enough fling down removes it.
        package var removes = false
        /// `removalInteractionVelocityThreshold` (5.5).
        package var removalThreshold = 5.5
        /// `allowsRubberBanding(for:)` (default false): past the end anchors the panel gives
        /// (`LayoutAdapter.updateInteractiveEdgeConstraint`, Layout.swift L741–750), else it
        /// follows the finger.
        package var rubberBands = false

        /// Where the panel is with the finger `height` above the bottom: past the end anchors
        /// pulled back by `rubberBandEffect` (Layout.swift L763–765, over the view's height).
        package func held(height: Double) -> Double {
            guard rubberBands, let lowest = rests.first, let highest = rests.last, window > 0
            else { return height }
            func band(_ buffer: Double) -> Double {
                (1 - 1 / (buffer * 0.55 / window + 1)) * window
            }
            if height > highest { return highest + band(height - highest) }
            if height < lowest { return lowest - band(lowest - height) }
            return height
        }

        /// A panel with these anchors in a superview this tall.
        package init(rests: [Double], window: Double) {
            self.rests = rests
            self.window = window
        }

        /// The landing of a drag that began resting on `active`, released with the panel
        /// `height` tall at `velocity` points a second (down positive).
        package func land(from active: Int, height: Double, velocity: Double) -> Landing {
            guard rests.indices.contains(active) else { return .closed }
            let y = window - height
            let target = targetState(y: y, velocity: velocity, before: rests.count - 1 - active)
            // Removal is judged after the target, on the velocity over the distance to the
            // hidden position, 100 pt below the superview (Layout.swift L290–301).
            if removes, velocity / abs(y - (window + 100)) >= removalThreshold { return .closed }
            return .rest(rests.count - 1 - target)
        }

        /// `targetState(from:with:)` on the anchors' coordinates, most expanded first:
        /// `before` is the state the drag began at, the result an index among them.
        func targetState(y currentY: Double, velocity: Double, before: Int) -> Int {
            let ys = rests.reversed().map { window - $0 }
            guard ys.count > 1 else { return before }
            let last = ys.count - 1
            // project(initialVelocity:decelerationRate:), the base distance cancelling out.
            let rate = momentumProjectionRate
            var projected = currentY + (velocity / 1000) * rate / (1 - rate)
            let forward = velocity == 0 ? currentY - ys[before] > 0 : velocity > 0
            // `segment(at:forward:)`: the anchors on either side of `position`.
            func segment(_ position: Double) -> (lower: Int, upper: Int) {
                let upper =
                    forward
                    ? ys.firstIndex { position < $0 } : ys.firstIndex { position <= $0 }
                guard let upper else { return (last, last) }
                return upper == 0 ? (0, 0) : (upper - 1, upper)
            }
            // shouldProjectMomentum false: the finger's segment, and the projection held to
            // the next anchor beyond it.
            var (lower, upper) = segment(currentY)
            if lower == upper {
                if forward { upper = min(lower + 1, last) } else { lower = max(lower - 1, 0) }
            }
            let (from, to) = forward ? (lower, upper) : (upper, lower)
            if forward {
                projected = max(min(projected, ys[min(to + 1, last)]), ys[from])
            } else {
                projected = max(min(projected, ys[from]), ys[max(to - 1, 0)])
            }
            let threshold = min(max(redirectionalProgress, 0), 1)
            let span = abs(ys[from] - ys[to])
            guard span > 0 else { return from }
            return abs(projected - ys[from]) / span > threshold ? to : from
        }
    }
}
