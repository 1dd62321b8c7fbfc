// Firmware flashing endpoint for production-line motor controllers.
package flashing

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"os/exec"
	"regexp"
	"time"
)

type FlashRequest struct {
	Device  string `json:"device"`
	Product string `json:"product"`
}

type FlashJob struct {
	Device string
	Image  string
}

var images = map[string]string{"pl-200": "/opt/firmware/pl200-4.2.bin", "pl-300": "/opt/firmware/pl300-2.9.bin"}

var devicePattern = regexp.MustCompile(`^ttyUSB[0-9]{1,3}$`)

type Flasher struct {
	Tool    string
	Timeout time.Duration
}

func (f *Flasher) Flash(ctx context.Context, job FlashJob) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, f.Timeout)
	defer cancel()
	port := "/dev/" + job.Device
	return exec.CommandContext(ctx, f.Tool, "--port", port, "--image", job.Image, "--verify").CombinedOutput()
}

func planJob(req FlashRequest) (FlashJob, error) {
	image, ok := images[req.Product]
	if !ok {
		return FlashJob{}, errors.New("unknown product")
	}
	if !devicePattern.MatchString(req.Device) {
		return FlashJob{}, errors.New("unsupported device")
	}
	return FlashJob{Device: req.Device, Image: image}, nil
}

func FlashHandler(w http.ResponseWriter, r *http.Request) {
	var req FlashRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "invalid body", http.StatusBadRequest)
		return
	}
	job, err := planJob(req)
	if err != nil {
		http.Error(w, err.Error(), http.StatusUnprocessableEntity)
		return
	}
	f := &Flasher{Tool: os.Getenv("FLASH_TOOL"), Timeout: 90 * time.Second}
	out, err := f.Flash(r.Context(), job)
	if err != nil {
		w.WriteHeader(http.StatusBadGateway)
	}
	w.Write(out)
}
