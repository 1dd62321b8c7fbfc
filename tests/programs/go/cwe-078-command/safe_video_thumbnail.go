// Media library endpoint that extracts a thumbnail frame from a stored video at a requested timestamp.
package media

import (
	"net/http"
	"os/exec"
	"path/filepath"
	"regexp"

	"github.com/labstack/echo/v4"
)

const libraryDir = "/data/media/library"

var (
	assetPattern     = regexp.MustCompile(`^[a-f0-9]{24}$`)
	timestampPattern = regexp.MustCompile(`^\d{2}:[0-5]\d:[0-5]\d(\.\d{1,3})?$`)
)

func Thumbnail(c echo.Context) error {
	assetID := c.Param("asset")
	if !assetPattern.MatchString(assetID) {
		return echo.NewHTTPError(http.StatusNotFound, "unknown asset")
	}
	offset := c.QueryParam("at")
	if offset == "" {
		offset = "00:00:05"
	}
	if !timestampPattern.MatchString(offset) {
		return echo.NewHTTPError(http.StatusBadRequest, "invalid timestamp")
	}
	src := filepath.Join(libraryDir, assetID+".mp4")
	dst := filepath.Join(libraryDir, "thumbs", assetID+".jpg")
	cmd := exec.Command("ffmpeg", "-y", "-loglevel", "error", "-ss", offset, "-i", src, "-frames:v", "1", dst)
	if out, err := cmd.CombinedOutput(); err != nil {
		c.Logger().Errorf("ffmpeg failed: %s", out)
		return echo.NewHTTPError(http.StatusInternalServerError, "thumbnail failed")
	}
	return c.File(dst)
}

func Register(e *echo.Echo) {
	e.GET("/assets/:asset/thumbnail", Thumbnail)
}
