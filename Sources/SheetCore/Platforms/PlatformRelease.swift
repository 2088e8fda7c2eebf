/// Where a pasted sheet lands when the finger lifts, as its library's own release code decides
/// (issue 40): models read from each library's source, cited by file, function and commit,
/// taking what that library itself measures of the drag. Heights are points (CSS px, logical
/// px: one to one) above the window's bottom, resting heights lowest first.
package enum PlatformRelease {
    /// Where a release lands: on a resting height (its index, lowest first), or closed.
    package enum Landing: Equatable, Sendable {
        case rest(Int)
        case closed
    }

    /// vaul's `Drawer.Root` with `snapPoints` (emilkowalski/vaul at 3e97aac, the same as
    /// 1.1.2): `src/index.tsx` `onRelease` (L600–663) measures the drag, and
    /// `src/use-snap-points.ts` `onRelease` (L159–225) picks the snap point.
    package struct Vaul: Sendable {
        /// The snap points' heights, lowest first.
        package var rests: [Double]
        /// The window's height (`window.innerHeight`, the snap points' container).
        package var window: Double
        /// `dismissible` (default true).
        package var dismissible = true
        /// `snapToSequentialPoint` (default false): no fast flick skips a snap point.
        package var snapToSequentialPoint = false

        /// A vaul drawer with these snap points in a window this tall.
        package init(rests: [Double], window: Double) {
            self.rests = rests
            self.window = window
        }

        /// The landing of a drag that began resting on `active`, the pointer `dragged` points
        /// up (down negative) when it lifts `seconds` after it pressed.
        ///
        /// vaul's velocity is the pointer's whole travel over the whole press, in px/ms
        /// (`Math.abs(distMoved) / timeTaken`, index.tsx L613–615), not its speed at the end.
        /// (Not modelled: a release within 500 ms of opening, or of reaching the top snap
        /// point, is ignored there, `shouldDrag` L301–303.)
        package func land(from active: Int, dragged: Double, seconds: Double) -> Landing {
            guard rests.indices.contains(active) else { return .closed }
            let velocity = seconds > 0 ? abs(dragged) / (seconds * 1000) : .infinity
            let last = rests.count - 1
            let up = dragged > 0
            // (A) and (B): a flick over 2 px/ms closes (or goes to the first point when it may
            // not close), or goes to the top (use-snap-points.ts L186–195).
            if !snapToSequentialPoint, velocity > 2 {
                if up { return .rest(last) }
                return dismissible ? .closed : .rest(0)
            }
            // (C): over 0.4 px/ms (VELOCITY_THRESHOLD) and under 40 % of the window, one snap
            // point in the drag's direction; down from the first it closes when dismissible,
            // else stays (L204–220).
            if velocity > 0.4, abs(dragged) < window * 0.4 {
                if up { return .rest(min(active + 1, last)) }
                if active == 0 { return dismissible ? .closed : .rest(0) }
                return .rest(active - 1)
            }
            // (D): the nearest snap point to where the sheet is, ties to the lower one
            // (a strict `<` in the reduce, L198–202). It never closes.
            let height = rests[active] + dragged
            var nearest = 0
            for index in rests.indices
            where abs(rests[index] - height) < abs(rests[nearest] - height) {
                nearest = index
            }
            return .rest(nearest)
        }
    }

    /// Flutter's `DraggableScrollableSheet` with `snap: true`, `minChildSize: 0` and
    /// `shouldCloseOnMinExtent: true` (flutter/flutter 3.35.5, ac4e799):
    /// `widgets/draggable_scrollable_sheet.dart` `_SnappingSimulation._getSnapSize`
    /// (L1124–1203) and `goBallistic` (L933–1007); the velocity from `gestures/monodrag.dart`
    /// `isFlingGesture` and `considerFling` (L942–962).
    package struct Flutter: Sendable {
        /// The snap sizes' heights, lowest first; 0 (the minimum size) and the maximum size are
        /// always among them (`_impliedSnapSizes`, L663–684).
        package var sizes: [Double]
        /// `ScrollPhysics.minFlingVelocity`: 50 logical px/s (Android's clamping physics),
        /// 100 on iOS (bouncing, scroll_physics.dart L777).
        package var minFlingVelocity = 50.0
        /// `minFlingDistance`: `kTouchSlop`, 18 logical px (gestures/constants.dart L65).
        package var minFlingDistance = 18.0

        /// A sheet with these snap heights (0 and the maximum added where missing).
        package init(snaps: [Double], maximum: Double) {
            var all = snaps.filter { $0 > 0 && $0 < maximum }
            all.insert(0, at: 0)
            all.append(maximum)
            sizes = all
        }

        /// The landing of a release at `height` with the pointer's velocity `velocity`
        /// (points a second, down positive) and its travel over the tracker's last 100 ms
        /// `recent` (points): anything but a fling counts as still. A landing at 0 closes the
        /// route (`shouldCloseOnMinExtent`).
        package func land(height: Double, velocity: Double, recent: Double) -> Landing {
            let fling = abs(velocity) > minFlingVelocity && abs(recent) > minFlingDistance
            // Up is positive in the scroll position (ScrollDragController.end negates it).
            let growing = fling ? -max(-8000, min(8000, velocity)) : 0
            let size = snapSize(height: height, velocity: growing)
            guard let index = sizes.firstIndex(of: size) else { return .closed }
            return index == 0 ? .closed : .rest(index - 1)
        }

        /// `_getSnapSize`: the first size at or above the sheet; still, the nearer of it and the
        /// one below (a tie to the larger); flung, the one in the fling's direction.
        func snapSize(height: Double, velocity: Double) -> Double {
            guard let next = sizes.firstIndex(where: { $0 >= height }) else {
                return sizes[sizes.count - 1]
            }
            if next == 0 { return sizes[0] }
            let above = sizes[next]
            let below = sizes[next - 1]
            if velocity == 0 { return height - below < above - height ? below : above }
            return velocity < 0 ? below : above
        }
    }
}
