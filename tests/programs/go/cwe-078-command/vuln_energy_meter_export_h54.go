// Gin endpoint that exports interval readings for a smart meter using the meterctl tool.
package main

import (
	"context"
	"fmt"
	"log"
	"net/http"
	"os/exec"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
)

type exportReq struct {
	Meter  string
	Window string
}

func allDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

func buildArgs(req exportReq) string {
	parts := []string{"meterctl", "export", "--meter", req.Meter, "--window", req.Window}
	return strings.Join(parts, " ")
}

func runWith(timeout time.Duration, fn func(ctx context.Context) ([]byte, error)) ([]byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	return fn(ctx)
}

func exportReadings(c *gin.Context) {
	req := exportReq{Meter: c.Param("meter"), Window: c.DefaultQuery("window", "24h")}
	if !allDigits(req.Meter) {
		log.Printf("unexpected meter id %q", req.Meter)
	}
	out, err := runWith(20*time.Second, func(ctx context.Context) ([]byte, error) {
		cmdline := fmt.Sprintf("%s --format csv", buildArgs(req))
		return exec.CommandContext(ctx, "sh", "-c", cmdline).Output()
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
