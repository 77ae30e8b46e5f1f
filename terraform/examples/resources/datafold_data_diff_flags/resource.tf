# An old data diff, archived; destroying the object restores it.
resource "datafold_data_diff_flags" "old_diff" {
  datadiff_id       = 101
  archived          = true
  restore_on_delete = true
}
