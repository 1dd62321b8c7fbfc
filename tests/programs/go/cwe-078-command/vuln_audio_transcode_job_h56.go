// Gin endpoint that queues re-encoding of uploaded masters into streaming renditions for a music catalogue.
package encoder

import (
	"fmt"
	"log"
	"net/http"
	"os/exec"
	"regexp"

	"github.com/gin-gonic/gin"
)

type renditionRequest struct {
	TrackID string `json:"track_id" binding:"required"`
	Quality string `json:"quality" binding:"required"`
}

type transcodeJob struct {
	track   string
	bitrate string
}

var (
	trackIDPattern = regexp.MustCompile(`^[a-z0-9]{8}-[a-z0-9]{4}$`)
	queue          = make(chan transcodeJob, 64)
)

func init() {
	go func() {
		for job := range queue {
			runTranscode(job)
		}
	}()
}

func runTranscode(job transcodeJob) {
	script := fmt.Sprintf("ffmpeg -y -i /masters/%s.wav -codec:a libmp3lame -b:a %s /renditions/%s_%s.mp3",
		job.track, job.bitrate, job.track, job.bitrate)
	out, err := exec.Command("/bin/sh", "-c", script).CombinedOutput()
	if err != nil {
		log.Printf("transcode %s failed: %v: %s", job.track, err, out)
	}
}

func toJob(req renditionRequest) (transcodeJob, bool) {
	if !trackIDPattern.MatchString(req.TrackID) {
		return transcodeJob{}, false
	}
	return transcodeJob{track: req.TrackID, bitrate: req.Quality}, true
}

func RegisterRoutes(r *gin.Engine) {
	r.POST("/api/renditions", func(c *gin.Context) {
		var req renditionRequest
		if err := c.ShouldBindJSON(&req); err != nil {
			c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
			return
		}
		job, ok := toJob(req)
		if !ok {
			c.JSON(http.StatusUnprocessableEntity, gin.H{"error": "invalid track id"})
			return
		}
		queue <- job
		c.JSON(http.StatusAccepted, gin.H{"queued": job.track})
	})
}
