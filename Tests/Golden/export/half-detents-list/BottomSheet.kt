// Exported by SheetLab 0.1.0: --style half
// A BottomSheetBehavior in a CoordinatorLayout has no scrim: the page stays usable and a tap on it
// does not close the sheet (SheetLab dims at 0.5 and closes on a tap there); not expressible.
// The XML half is bottom_sheet.xml; this sets what depends on the window's height.
// Released, Android Views lands otherwise than SheetLab on 3 of 10 built-in gestures
// (matrix --platforms; its library's own release code, see docs/export.md):
//   gesture                   SheetLab  Android Views
//   slow-up-past-half         low       high
//   slow-down-from-top        low       high
//   fast-flick-down-from-top  high      low
import android.content.res.ColorStateList
import android.graphics.Color
import android.view.View
import com.google.android.material.bottomsheet.BottomSheetBehavior
import com.google.android.material.shape.CornerFamily
import com.google.android.material.shape.MaterialShapeDrawable
import com.google.android.material.shape.ShapeAppearanceModel

/** Sets up R.id.bottom_sheet as tuned in SheetLab (low, high, lowest first). */
fun setUpTunedSheet(sheet: View) {
    val behavior = BottomSheetBehavior.from(sheet)
    val density = sheet.resources.displayMetrics.density
    val shape = ShapeAppearanceModel.builder()
        .setTopLeftCorner(CornerFamily.ROUNDED, 0f * density)
        .setTopRightCorner(CornerFamily.ROUNDED, 0f * density)
        .build()
    // A MaterialShapeDrawable has no fill of its own: white, as the XML's background.
    sheet.background = MaterialShapeDrawable(shape).apply {
        fillColor = ColorStateList.valueOf(Color.WHITE)
    }
    // SheetLab starts on the page: hidden; show it with behavior.state = BottomSheetBehavior.STATE_COLLAPSED.
    behavior.state = BottomSheetBehavior.STATE_HIDDEN
    // Once resting on screen, SheetLab's sheet is not dragged closed.
    behavior.addBottomSheetCallback(object : BottomSheetBehavior.BottomSheetCallback() {
        override fun onStateChanged(bottomSheet: View, newState: Int) {
            when (newState) {
                BottomSheetBehavior.STATE_COLLAPSED, BottomSheetBehavior.STATE_HALF_EXPANDED,
                BottomSheetBehavior.STATE_EXPANDED -> behavior.isHideable = false
            }
        }
        override fun onSlide(bottomSheet: View, slideOffset: Float) {}
    })
    // The CoordinatorLayout fills the window: its height is the window's, in px.
    val parent = sheet.parent as View
    parent.post {
        val window = parent.height.toFloat()
        sheet.layoutParams = sheet.layoutParams.apply { height = window.toInt() }
    }
}

/** Closes the sheet from code (its button): hidden, as on the page. */
fun hideTunedSheet(sheet: View) {
    val behavior = BottomSheetBehavior.from(sheet)
    behavior.isHideable = true
    behavior.state = BottomSheetBehavior.STATE_HIDDEN
}

// Not expressed by BottomSheetBehavior (build by hand if needed):
//   orientation = portrait
//   appearance = light
//   fullscreenVelocity = 300 pt/s
//   fullscreenFraction = 0.25
//   dimAlpha = 0.5
//   presentDuration = 0.3 s
//   dimDuration = 0.3 s
//   dimOutDuration = 0.3 s
//   snapDuration = 0.3 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   halfFraction = 0.5

// Not read by --style half (other styles' constants):
//   policy, animation, curve, springResponse, springDamping, flickDamping, deceleration, overdrag,
//   rubberConstant, overdragFactor, releaseVelocity, grabberTap, grabber, dismissCue, dismissible,
//   edgeAttached, springRest, projectionTime, undimmedDetent, defaultHeight, dismissHeight,
//   topInset, glassBlur, grabberWidth, grabberHeight, cardScale, panelHeight, dismissProgress,
//   cardTop, peekHeight
