/// Clamps `value` into `range`.
@inlinable
package func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
    min(max(value, lower), upper)
}
