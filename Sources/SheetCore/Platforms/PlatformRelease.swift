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
    package struct Vaul: Sendable, Equatable {
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

    /// Flutter's `DraggableScrollableSheet` with `snap: true` in a modal route: a minimum of
    /// 0 that closes it (`shouldCloseOnMinExtent: true`), or its lowest size kept open
    /// (flutter/flutter 3.35.5, ac4e799):
    /// `widgets/draggable_scrollable_sheet.dart` `_SnappingSimulation._getSnapSize`
    /// (L1124–1203) and `goBallistic` (L933–1007); the velocity from `gestures/monodrag.dart`
    /// `isFlingGesture` and `considerFling` (L942–962).
    package struct Flutter: Sendable, Equatable {
        /// The snap sizes' heights, lowest first; 0 (the minimum size) and the maximum size are
        /// always among them (`_impliedSnapSizes`, L663–684).
        package var sizes: [Double]
        /// `ScrollPhysics.minFlingVelocity`: 50 logical px/s (Android's clamping physics),
        /// 100 on iOS (bouncing, scroll_physics.dart L777).
        package var minFlingVelocity = 50.0
        /// `minFlingDistance`: `kTouchSlop`, 18 logical px (gestures/constants.dart L65).
        package var minFlingDistance = 18.0

        /// Whether reaching the minimum size pops the route (`shouldCloseOnMinExtent`, on
        /// with a minimum of 0 in a sheet a drag closes); off, the minimum is the lowest rest.
        package var closes: Bool

        /// A sheet with these snap heights, its minimum and maximum sizes added where missing;
        /// reaching the minimum closes it when `closes`.
        package init(snaps: [Double], maximum: Double, minimum: Double = 0, closes: Bool = true) {
            var all = snaps.filter { $0 > minimum && $0 < maximum }
            all.insert(minimum, at: 0)
            all.append(maximum)
            sizes = all
            self.closes = closes
        }

        /// The resting heights, lowest first: every size but a minimum that closes.
        package var rests: [Double] { closes ? Array(sizes.dropFirst()) : sizes }

        /// The landing of a release at `height` with the pointer's velocity `velocity`
        /// (points a second, down positive) and its travel over the tracker's last 100 ms
        /// `recent` (points): anything but a fling counts as still. A landing at 0 closes the
        /// route (`shouldCloseOnMinExtent`).
        package func land(height: Double, velocity: Double, recent: Double) -> Landing {
            let fling = abs(velocity) > minFlingVelocity && abs(recent) > minFlingDistance
            // Up is positive in the scroll position (ScrollDragController.end negates it).
            let growing = fling ? -max(-8000, min(8000, velocity)) : 0
            let clamped = min(max(height, sizes[0]), sizes[sizes.count - 1])
            let size = snapSize(height: clamped, velocity: growing)
            guard let index = sizes.firstIndex(of: size) else { return .closed }
            if index == 0 { return closes ? .closed : .rest(0) }
            return .rest(closes ? index - 1 : index)
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

    /// gorhom's `BottomSheet` / `BottomSheetModal` v5 (gorhom/react-native-bottom-sheet at
    /// bc94d54, v5.2.13): `src/hooks/useGestureEventsHandlersDefault.tsx` `handleOnEnd` and
    /// `src/utilities/snapPoint.ts` (react-native-redash's): the position the finger left the
    /// sheet at, carried 0.2 s further at the release velocity, goes to the nearest snap
    /// point; closed is one of them only with `enablePanDownToClose`.
    package struct Gorhom: Sendable, Equatable {
        /// The snap points' heights, lowest first.
        package var rests: [Double]
        /// `enablePanDownToClose`: false for `BottomSheet`, true for `BottomSheetModal`.
        package var closes: Bool

        /// A sheet with these snap points, closed by a drag down or not.
        package init(rests: [Double], closes: Bool) {
            self.rests = rests
            self.closes = closes
        }

        /// The landing of a drag that began resting on `active`, the pointer moved `dragged`
        /// points up (down negative), let go at `velocity` points a second (down positive,
        /// the gesture handler's own).
        package func land(from active: Int, dragged: Double, velocity: Double) -> Landing {
            guard rests.indices.contains(active) else { return .closed }
            // The raw position, without the over-drag resistance drawn during the drag.
            let projected = rests[active] + dragged - 0.2 * velocity
            // Candidates in gorhom's order (closed first); a tie keeps the earlier one.
            var best: Landing = closes ? .closed : .rest(0)
            var distance = closes ? abs(projected) : abs(rests[0] - projected)
            for index in rests.indices where abs(rests[index] - projected) < distance {
                best = .rest(index)
                distance = abs(rests[index] - projected)
            }
            return best
        }
    }

    /// Android's `BottomSheetBehavior` in a `BottomSheetDialog` (material-components-android
    /// at ac7e18e, 1.14.0; unchanged since 1.9.0): `BottomSheetBehavior.java`
    /// `dragCallback.onViewReleased` (L2120–2214) and `shouldHide` (L1784–1798), with
    /// `ViewDragHelper`'s velocity (px/s, down positive, under the minimum fling velocity 0).
    /// Heights and offsets here are dp; the one threshold in px is converted by `density`.
    package struct AndroidBehavior: Sendable, Equatable {
        /// The parent's height.
        package var parent: Double
        /// `peekHeight` (the collapsed sheet's height).
        package var peek: Double
        /// `halfExpandedRatio`, used when `fitToContents` is false.
        package var halfExpandedRatio = 0.5
        /// `fitToContents` (default true): no half-expanded state.
        package var fitToContents = true
        /// `expandedOffset`, the expanded sheet's distance below the parent's top when
        /// `fitToContents` is false.
        package var expandedOffset = 0.0
        /// The expanded sheet's height when `fitToContents` is true (its content's).
        package var contentHeight: Double
        /// `hideable`: a cancelable dialog's sheet is.
        package var hideable = true
        /// `skipCollapsed`: a sheet dragged down hides rather than collapses.
        package var skipCollapsed = false
        /// Pixels per dp: `significantVelocityThreshold` is 500 px/s, not scaled (L226, L437).
        package var density = 2.75
        /// `ViewConfiguration`'s minimum fling velocity, dp/s: slower is 0.
        package var minimumFling = 50.0

        /// A dialog's sheet in a parent this tall, collapsing to `peek`, its content this tall.
        package init(parent: Double, peek: Double, contentHeight: Double) {
            self.parent = parent
            self.peek = peek
            self.contentHeight = contentHeight
        }

        /// The states a release can land on, by height: collapsed, half-expanded (only without
        /// `fitToContents`), expanded; lowest first.
        package var rests: [Double] {
            var heights = [peek]
            if !fitToContents { heights.append(parent * halfExpandedRatio) }
            heights.append(fitToContents ? contentHeight : parent - expandedOffset)
            return heights
        }

        /// The landing of a release with the sheet `height` tall and the pointer moving at
        /// `velocity` dp a second (down positive), as `onViewReleased` decides.
        package func land(height: Double, velocity: Double) -> Landing {
            let yvel = abs(velocity) < minimumFling ? 0 : velocity
            let top = parent - height
            let expanded = fitToContents ? parent - contentHeight : expandedOffset
            let collapsed = fitToContents ? max(parent - peek, expanded) : parent - peek
            let half = parent * (1 - halfExpandedRatio)
            let expandedRest = Landing.rest(fitToContents ? 1 : 2)
            let halfRest = Landing.rest(1)
            let collapsedRest = Landing.rest(0)
            if yvel < 0 {
                if fitToContents { return expandedRest }
                return top > half ? halfRest : expandedRest
            }
            if hideable, shouldHide(top: top, yvel: yvel, collapsed: collapsed) {
                let releasedLow = top > (parent + expanded) / 2
                if yvel * density > 500 || releasedLow { return .closed }
                if fitToContents { return expandedRest }
                return abs(top - expanded) < abs(top - half) ? expandedRest : halfRest
            }
            if yvel == 0 {
                if fitToContents {
                    return abs(top - expanded) < abs(top - collapsed) ? expandedRest : collapsedRest
                }
                if top < half {
                    // As written (L2173): measured from the parent's top, not the expanded offset.
                    return top < abs(top - collapsed) ? expandedRest : halfRest
                }
                return abs(top - half) < abs(top - collapsed) ? halfRest : collapsedRest
            }
            if fitToContents { return collapsedRest }
            return abs(top - half) < abs(top - collapsed) ? halfRest : collapsedRest
        }

        /// `shouldHide`: collapsing skipped, or below the collapsed sheet and, carried a tenth
        /// of a second further (HIDE_FRICTION), over half a peek below it (HIDE_THRESHOLD).
        func shouldHide(top: Double, yvel: Double, collapsed: Double) -> Bool {
            if skipCollapsed { return true }
            if top < collapsed { return false }
            return abs(top + yvel * 0.1 - collapsed) / peek > 0.5
        }
    }
}
