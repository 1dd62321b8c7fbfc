// Gin routes that let finance staff download generated monthly reports.
package reports

import (
	"net/http"
	"path/filepath"
	"regexp"

	"github.com/gin-gonic/gin"
)

type ReportConfig struct {
	OutputDir string
}

type reportRequest struct {
	Month  string
	Format string
}

var reportFormats = map[string]string{
	"pdf":  ".pdf",
	"csv":  ".csv",
	"xlsx": ".xlsx",
}

var monthPattern = regexp.MustCompile(`^[0-9]{4}-[0-9]{2}$`)

func cleanMonth(month string) string {
	if !monthPattern.MatchString(month) {
		return ""
	}
	return month
}

func RegisterReportRoutes(r *gin.Engine, cfg ReportConfig) {
	r.GET("/reports/download", func(c *gin.Context) {
		req := reportRequest{
			Month:  c.Query("month"),
			Format: c.DefaultQuery("format", "pdf"),
		}
		ext, ok := reportFormats[req.Format]
		if !ok {
			c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": "unknown format"})
			return
		}
		month := cleanMonth(req.Month)
		if month == "" {
			c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": "month required"})
			return
		}
		target := filepath.Join(cfg.OutputDir, "monthly", month+ext)
		c.FileAttachment(target, "report-"+filepath.Base(month)+ext)
	})
}
