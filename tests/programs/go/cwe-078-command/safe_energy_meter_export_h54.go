// Gin endpoint that exports interval readings for a smart meter using the meterctl tool.
package main

import (
	"context"
	"net/http"
	"os/exec"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"
)

type exportReq struct {
	Meter  int
	Window time.Duration
}

func buildArgs(req exportReq) []string {
	return []string{"export", "--meter", strconv.Itoa(req.Meter), "--window", req.Window.String(), "--format", "csv"}
}

func runWith(timeout time.Duration, fn func(ctx context.Context) ([]byte, error)) ([]byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	return fn(ctx)
}

func exportReadings(c *gin.Context) {
	meter, err := strconv.Atoi(c.Param("meter"))
	if err != nil || meter <= 0 {
		c.String(http.StatusBadRequest, "invalid meter id")
		return
	}
	window, err := time.ParseDuration(c.DefaultQuery("window", "24h"))
	if err != nil {
		c.String(http.StatusBadRequest, "invalid window")
		return
	}
	req := exportReq{Meter: meter, Window: window}
	out, err := runWith(20*time.Second, func(ctx context.Context) ([]byte, error) {
		return exec.CommandContext(ctx, "meterctl", buildArgs(req)...).Output()
	})
	if err != nil {
		c.String(http.StatusBadGateway, "export failed")
		return
	}
	c.Data(http.StatusOK, "text/csv", out)
}

func main() {
	r := gin.Default()
	r.GET("/meters/:meter/readings.csv", exportReadings)
	r.Run(":8082")
}
