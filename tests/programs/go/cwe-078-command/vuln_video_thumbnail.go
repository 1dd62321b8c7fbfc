// Media library endpoint that extracts a thumbnail frame from a stored video at a requested timestamp.
package media

import (
	"fmt"
	"net/http"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/labstack/echo/v4"
)

const libraryDir = "/data/media/library"

var (
	assetPattern = regexp.MustCompile(`^[a-f0-9]{24}$`)
	blockedChars = []string{";", "&", "|", ">", "<", "\n"}
)

func hasShellMeta(s string) bool {
	for _, c := range blockedChars {
		if strings.Contains(s, c) {
			return true
		}
	}
	return false
}

func Thumbnail(c echo.Context) error {
	assetID := c.Param("asset")
	if !assetPattern.MatchString(assetID) {
		return echo.NewHTTPError(http.StatusNotFound, "unknown asset")
	}
	offset := c.QueryParam("at")
	if offset == "" {
		offset = "00:00:05"
	}
	if hasShellMeta(offset) {
		return echo.NewHTTPError(http.StatusBadRequest, "invalid timestamp")
	}
	src := filepath.Join(libraryDir, assetID+".mp4")
	dst := filepath.Join(libraryDir, "thumbs", assetID+".jpg")
	script := fmt.Sprintf("ffmpeg -y -loglevel error -ss %s -i %s -frames:v 1 %s", offset, src, dst)
	if out, err := exec.Command("bash", "-c", script).CombinedOutput(); err != nil {
		c.Logger().Errorf("ffmpeg failed: %s", out)
		return echo.NewHTTPError(http.StatusInternalServerError, "thumbnail failed")
	}
	return c.File(dst)
}

func Register(e *echo.Echo) {
	e.GET("/assets/:asset/thumbnail", Thumbnail)
}
