// Accepts an uploaded site backup archive and unpacks it into the workspace.
package backups

import (
	"archive/zip"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"github.com/gin-gonic/gin"
)

const workspace = "/srv/sites/workspace"

func extractEntry(f *zip.File, dest string) error {
	base := filepath.Clean(dest) + string(os.PathSeparator)
	target := filepath.Join(dest, f.Name)
	if !strings.HasPrefix(target, base) {
		return fmt.Errorf("entry %q escapes workspace", f.Name)
	}
	if f.FileInfo().IsDir() {
		return os.MkdirAll(target, 0o750)
	}
	if err := os.MkdirAll(filepath.Dir(target), 0o750); err != nil {
		return err
	}
	rc, err := f.Open()
	if err != nil {
		return err
	}
	defer rc.Close()
	out, err := os.OpenFile(target, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o640)
	if err != nil {
		return err
	}
	defer out.Close()
	_, err = io.Copy(out, rc)
	return err
}

func RestoreBackup(c *gin.Context) {
	fh, err := c.FormFile("archive")
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "archive required"})
		return
	}
	tmp := filepath.Join(os.TempDir(), "restore-upload.zip")
	if err := c.SaveUploadedFile(fh, tmp); err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "save failed"})
		return
	}
	defer os.Remove(tmp)
	zr, err := zip.OpenReader(tmp)
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "not a zip"})
		return
	}
	defer zr.Close()
	for _, f := range zr.File {
		if err := extractEntry(f, workspace); err != nil {
			c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
			return
		}
	}
	c.JSON(http.StatusOK, gin.H{"restored": len(zr.File)})
}
