#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A release decision: where the sheet goes, and which numbered rule said so.
package struct ReleaseDecision: Equatable, Sendable {
    /// Where the sheet goes: a detent, or dismissed.
    package var target: ReleaseTarget
    /// The number of the policy's rule that decided, as its doc comment numbers them (from 1);
    /// `--events` and the HUD show it so a landing can be traced to its rule.
    package var rule: Int
    /// The decision to go to `target` by rule number `rule`.
    package init(target: ReleaseTarget, rule: Int) {
        self.target = target
        self.rule = rule
    }
}
