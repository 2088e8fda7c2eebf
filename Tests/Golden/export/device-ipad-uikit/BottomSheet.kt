// Exported by SheetLab 0.1.0: --style sheet --preset uikit
// Tuned on ipad-mini, where SheetLab draws UIKit's form sheet (form: centred,
// 580x640 pt): not expressed, Android's sheet stays on the bottom edge. The detents
// below are the ones SheetLab rests at in a compact width (an iPhone's); it opens at the lowest.
// A BottomSheetBehavior in a CoordinatorLayout has no scrim: the page stays usable and a tap on it
// does not close the sheet (SheetLab dims at 0.2 and closes on a tap there); not expressible.
// The XML half is bottom_sheet.xml; this sets what depends on the window's height.
// Released: not compared with SheetLab's sheet (SheetLab draws UIKit's form sheet on ipad-mini; the Android Views sheet keeps its own layout there).
import android.content.res.ColorStateList
import android.graphics.Color
import android.view.View
import com.google.android.material.bottomsheet.BottomSheetBehavior
import com.google.android.material.shape.CornerFamily
import com.google.android.material.shape.MaterialShapeDrawable
import com.google.android.material.shape.ShapeAppearanceModel

/** Sets up R.id.bottom_sheet as tuned in SheetLab (default, max, lowest first). */
fun setUpTunedSheet(sheet: View) {
    val behavior = BottomSheetBehavior.from(sheet)
    val density = sheet.resources.displayMetrics.density
    val shape = ShapeAppearanceModel.builder()
        .setTopLeftCorner(CornerFamily.ROUNDED, 38f * density)
        .setTopRightCorner(CornerFamily.ROUNDED, 38f * density)
        .build()
    // A MaterialShapeDrawable has no fill of its own: white, as the XML's background.
    sheet.background = MaterialShapeDrawable(shape).apply {
        fillColor = ColorStateList.valueOf(Color.WHITE)
    }
    // SheetLab starts on the page: hidden; show it with behavior.state = BottomSheetBehavior.STATE_COLLAPSED.
    behavior.state = BottomSheetBehavior.STATE_HIDDEN
    // The CoordinatorLayout fills the window: its height is the window's, in px.
    val parent = sheet.parent as View
    parent.post {
        val window = parent.height.toFloat()
        sheet.layoutParams = sheet.layoutParams.apply { height = (window - 24f * density).toInt() }
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
//   policy = uikit
//   animation = spring
//   curve = 0.42,0,0.58,1
//   springResponse = 0.3441 s
//   springDamping = 1
//   flickDamping = 0.8
//   deceleration = 0.99
//   overdrag = uikit
//   rubberConstant = 0.55
//   overdragFactor = 2.5
//   releaseVelocity = carry
//   grabber = hidden
//   dismissible = on
//   edgeAttached = off
//   springRest = 0.5 pt
//   projectionTime = 0.2 s
//   undimmedDetent = none
//   dismissHeight = 20 pt
//   fullscreenVelocity = 1000 pt/s
//   fullscreenFraction = 0.25
//   dimAlpha = 0.2
//   glassBlur = 12 pt
//   grabberWidth = 36 pt
//   grabberHeight = 5 pt
//   cardScale = 0.9165
//   presentDuration = 0.3 s
//   dimDuration = 0.4 s
//   snapDuration = 0.4 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   dismissProgress = 0.3

// Not read by --style sheet (other styles' constants):
//   dimOutDuration, panelHeight, halfFraction, cardTop, peekHeight
