#if canImport(UIKit)
    import UIKit

    /// Calls `tick` on every frame the display shows (a `CADisplayLink` on the main run loop)
    /// until `stop()`: the sheet draws only while it moves.
    @MainActor
    final class FrameClock {
        private let target: FrameTarget
        private var link: CADisplayLink?

        init(_ tick: @escaping @MainActor () -> Void) {
            target = FrameTarget(tick)
            link = target.start()
        }

        func stop() {
            link?.invalidate()
            link = nil
        }
    }

    #if canImport(ObjectiveC)
        /// The display link's target: a selector needs an Objective-C method.
        @MainActor
        private final class FrameTarget: NSObject {
            private let tick: @MainActor () -> Void

            init(_ tick: @escaping @MainActor () -> Void) { self.tick = tick }

            func start() -> CADisplayLink? {
                let link = CADisplayLink(target: self, selector: #selector(frame(_:)))
                link.add(to: .main, forMode: .common)
                return link
            }

            @objc private func frame(_ link: CADisplayLink) { tick() }
        }
    #else
        /// Only where UIKit's declarations are checked without an Objective-C runtime (a
        /// Linux type-check): no frames. Every Apple platform compiles the target above.
        @MainActor
        private final class FrameTarget {
            init(_ tick: @escaping @MainActor () -> Void) {}
            func start() -> CADisplayLink? { nil }
        }
    #endif
#endif
