// Gin handler that lets tenants download generated monthly report files.
package reports

import (
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/gin-gonic/gin"
)

var tenantID = regexp.MustCompile(`^[a-z0-9-]{3,40}$`)

type ReportHandler struct {
	Root string
}

func NewReportHandler() *ReportHandler {
	root := os.Getenv("REPORT_ROOT")
	if root == "" {
		root = "/var/lib/acme/reports"
	}
	return &ReportHandler{Root: root}
}

func (h *ReportHandler) tenantDir(tenant string) string {
	return filepath.Join(h.Root, tenant)
}

func (h *ReportHandler) Download(c *gin.Context) {
	tenant := c.Param("tenant")
	if !tenantID.MatchString(tenant) {
		c.JSON(http.StatusBadRequest, gin.H{"error": "unknown tenant"})
		return
	}
	name := c.Query("file")
	if name == "" {
		c.JSON(http.StatusBadRequest, gin.H{"error": "file is required"})
		return
	}

	base := h.tenantDir(tenant)
	full := base + "/" + name
	if !strings.HasPrefix(full, base) {
		c.JSON(http.StatusForbidden, gin.H{"error": "invalid path"})
		return
	}
	if _, err := os.Stat(full); err != nil {
		c.JSON(http.StatusNotFound, gin.H{"error": "report not found"})
		return
	}
	c.FileAttachment(full, filepath.Base(full))
}

func Register(r *gin.Engine) {
	h := NewReportHandler()
	r.GET("/tenants/:tenant/reports", h.Download)
}
