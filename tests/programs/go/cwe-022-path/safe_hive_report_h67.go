// A hive report program of the h67 set (cwe-022-path).
// beekeepers: download stored hive inspection reports for members of an apiary
package main

import (
	"errors"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"github.com/gin-gonic/gin"
)

// ReportQuery identifies one inspection report within an apiary.
type ReportQuery struct {
	ApiaryID string `form:"apiary" binding:"required,uuid"`
	ReportID string `form:"report" binding:"required,uuid"`
}

type ReportStore interface {
	Open(apiaryID, reportID string) (*os.File, os.FileInfo, error)
}

type diskReportStore struct {
	root string
}

func NewDiskReportStore(root string) ReportStore {
	return &diskReportStore{root: root}
}

func (s *diskReportStore) Open(apiaryID, reportID string) (*os.File, os.FileInfo, error) {
	p := filepath.Join(s.root, apiaryID, reportID)
	f, err := os.Open(p)
	if err != nil {
		return nil, nil, err
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	if info.IsDir() {
		f.Close()
		return nil, nil, os.ErrNotExist
	}
	return f, info, nil
}

type ReportHandler struct {
	store ReportStore
}

func NewReportHandler(store ReportStore) *ReportHandler {
	return &ReportHandler{store: store}
}

func (h *ReportHandler) Download(c *gin.Context) {
	var q ReportQuery
	if err := c.ShouldBindQuery(&q); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}

	f, info, err := h.store.Open(q.ApiaryID, q.ReportID)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			c.JSON(http.StatusNotFound, gin.H{"error": "report not found"})
			return
		}
		c.JSON(http.StatusInternalServerError, gin.H{"error": "could not open report"})
		return
	}
	defer f.Close()

	c.Header("Content-Type", "application/pdf")
	c.Header("Content-Disposition", `attachment; filename="inspection-report.pdf"`)
	http.ServeContent(c.Writer, c.Request, "inspection-report.pdf", info.ModTime(), f)
}

func main() {
	root := os.Getenv("HIVE_REPORT_DIR")
	if root == "" {
		root = "/srv/apiary/reports"
	}
	handler := NewReportHandler(NewDiskReportStore(root))

	r := gin.New()
	r.Use(gin.Logger(), gin.Recovery())
	r.GET("/reports/download", handler.Download)

	srv := &http.Server{
		Addr:              ":8080",
		Handler:           r,
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Printf("hive report service listening on %s", srv.Addr)
	log.Fatal(srv.ListenAndServe())
}
