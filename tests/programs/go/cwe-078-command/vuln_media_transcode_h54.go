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

func worker() {
	for job := range queue {
		if err := job(); err != nil {
			log.Printf("transcode job failed: %v", err)
		}
	}
}

func clean(s string) bool {
	return !strings.ContainsAny(s, ";&|><")
}

func transcode(job transcodeJob) jobFunc {
	return func() error {
		src := fmt.Sprintf("/media/ingest/%d.mov", job.AssetID)
		dst := fmt.Sprintf("/media/out/%d.mp4", job.AssetID)
		filters := []string{"scale=" + job.Scale, "format=yuv420p"}
		line := fmt.Sprintf("ffmpeg -y -i %s -vf %s -c:v libx264 %s", src, strings.Join(filters, ","), dst)
		return exec.Command("/bin/sh", "-c", line).Run()
	}
}

func enqueue(c echo.Context) error {
	var job transcodeJob
	if err := c.Bind(&job); err != nil {
		return c.String(http.StatusBadRequest, "bad job")
	}
	if !clean(job.Scale) {
		return c.String(http.StatusBadRequest, "bad scale")
	}
	queue <- transcode(job)
	return c.JSON(http.StatusAccepted, map[string]int{"asset_id": job.AssetID})
}

func main() {
	go worker()
	e := echo.New()
	e.POST("/transcodes", enqueue)
	e.Logger.Fatal(e.Start(":8083"))
}
