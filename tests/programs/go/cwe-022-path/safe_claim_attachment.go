// Claims portal endpoint that streams a stored attachment belonging to an insurance claim.
package claims

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"github.com/gin-gonic/gin"
)

const attachmentRoot = "/srv/claims/attachments"

type AttachmentHandler struct {
	Root string
}

func NewAttachmentHandler() *AttachmentHandler {
	return &AttachmentHandler{Root: attachmentRoot}
}

func (h *AttachmentHandler) resolve(claimID, name string) (string, bool) {
	full := filepath.Join(h.Root, claimID, name)
	rel, err := filepath.Rel(h.Root, full)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", false
	}
	return full, true
}

func (h *AttachmentHandler) Download(c *gin.Context) {
	claimID := c.Param("claimID")
	name := c.Query("file")
	if name == "" {
		c.JSON(http.StatusBadRequest, gin.H{"error": "file is required"})
		return
	}
	full, ok := h.resolve(claimID, name)
	if !ok {
		c.JSON(http.StatusForbidden, gin.H{"error": "invalid path"})
		return
	}
	data, err := os.ReadFile(full)
	if err != nil {
		c.JSON(http.StatusNotFound, gin.H{"error": "attachment not found"})
		return
	}
	c.Header("Content-Disposition", "attachment; filename="+filepath.Base(full))
	c.Data(http.StatusOK, "application/octet-stream", data)
}

func RegisterAttachmentRoutes(r *gin.Engine) {
	h := NewAttachmentHandler()
	r.GET("/claims/:claimID/attachment", h.Download)
}
