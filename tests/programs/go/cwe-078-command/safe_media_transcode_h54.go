// Echo service that queues ffmpeg transcode jobs for uploaded media assets.
package main

import (
	"fmt"
	"log"
	"net/http"
	"os/exec"
	"strings"

	"github.com/labstack/echo/v4"
)

type transcodeJob struct {
	AssetID int    `json:"asset_id"`
	Scale   string `json:"scale"`
	Codec   string `json:"codec"`
}

type jobFunc func() error

var queue = make(chan jobFunc, 32)

var scalePresets = map[string]string{
	"1080p": "1920:1080",
	"720p":  "1280:720",
	"480p":  "854:480",
}

func worker() {
	for job := range queue {
		if err := job(); err != nil {
			log.Printf("transcode job failed: %v", err)
		}
	}
}

func transcode(assetID int, scale string) jobFunc {
	return func() error {
		src := fmt.Sprintf("/media/ingest/%d.mov", assetID)
		dst := fmt.Sprintf("/media/out/%d.mp4", assetID)
		filters := []string{"scale=" + scale, "format=yuv420p"}
		return exec.Command("ffmpeg", "-y", "-i", src, "-vf", strings.Join(filters, ","), "-c:v", "libx264", dst).Run()
	}
}

func enqueue(c echo.Context) error {
	var job transcodeJob
	if err := c.Bind(&job); err != nil {
		return c.String(http.StatusBadRequest, "bad job")
	}
	scale, ok := scalePresets[job.Scale]
	if !ok {
		return c.String(http.StatusBadRequest, "unknown scale preset")
	}
	queue <- transcode(job.AssetID, scale)
	return c.JSON(http.StatusAccepted, map[string]int{"asset_id": job.AssetID})
}

func main() {
	go worker()
	e := echo.New()
	e.POST("/transcodes", enqueue)
	e.Logger.Fatal(e.Start(":8083"))
}
