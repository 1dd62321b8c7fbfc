// Fleet-management endpoint that accepts a firmware bundle archive and unpacks it into the staging area for a device model.
package firmware

import (
	"archive/zip"
	"bytes"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"

	"github.com/gin-gonic/gin"
)

const stagingRoot = "/srv/fleet/firmware-staging"

var modelRe = regexp.MustCompile(`^[a-z0-9-]{2,32}$`)

func writeEntry(dest string, f *zip.File) error {
	target := filepath.Join(dest, f.Name)
	if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
		return err
	}
	rc, err := f.Open()
	if err != nil {
		return err
	}
	defer rc.Close()
	data, err := io.ReadAll(io.LimitReader(rc, 64<<20))
	if err != nil {
		return err
	}
	return os.WriteFile(target, data, 0o644)
}

func extractBundle(body []byte, dest string) (int, error) {
	zr, err := zip.NewReader(bytes.NewReader(body), int64(len(body)))
	if err != nil {
		return 0, err
	}
	for _, entry := range zr.File {
		if entry.FileInfo().IsDir() {
			continue
		}
		if err := writeEntry(dest, entry); err != nil {
			return 0, err
		}
	}
	return len(zr.File), nil
}

func UploadFirmware(c *gin.Context) {
	model := c.Param("model")
	body, err := c.GetRawData()
	if err != nil || !modelRe.MatchString(model) {
		c.JSON(http.StatusBadRequest, gin.H{"error": "known model and zip body required"})
		return
	}
	n, err := extractBundle(body, filepath.Join(stagingRoot, model))
	if err != nil {
		c.JSON(http.StatusUnprocessableEntity, gin.H{"error": err.Error()})
		return
	}
	c.JSON(http.StatusCreated, gin.H{"model": model, "files": n})
}
