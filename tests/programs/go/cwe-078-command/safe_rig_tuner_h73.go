// A rig tuner program of the h73 set (cwe-078-command).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
)

var modes = []string{"USB", "LSB", "CW", "FM", "AM", "PKTUSB"}

type tuneResult struct {
	OK      bool   `json:"ok"`
	Message string `json:"message"`
}

func fieldString(m map[string]any, key string) string {
	switch v := m[key].(type) {
	case string:
		return strings.TrimSpace(v)
	case float64:
		return strconv.FormatFloat(v, 'f', 0, 64)
	default:
		return ""
	}
}

func pickMode(requested string) (string, bool) {
	for _, m := range modes {
		if strings.EqualFold(m, requested) {
			return m, true
		}
	}
	return "", false
}

func tune(ctx context.Context, req map[string]any) tuneResult {
	hz, err := strconv.ParseUint(fieldString(req, "freq"), 10, 64)
	if err != nil || hz < 1_800_000 || hz > 54_000_000 {
		return tuneResult{false, "frequency must be given in Hz"}
	}
	freq := strconv.FormatUint(hz, 10)
	mode, ok := pickMode(fieldString(req, "mode"))
	if !ok {
		return tuneResult{false, "unsupported mode"}
	}

	rig := os.Getenv("RIGCTLD_ADDR")
	if rig == "" {
		rig = "127.0.0.1:4532"
	}
	out, err := exec.CommandContext(ctx, "rigctl", "-m", "2", "-r", rig, "F", freq, "M", mode, "0").CombinedOutput()
	if err != nil {
		return tuneResult{false, fmt.Sprintf("rigctl failed: %s", strings.TrimSpace(string(out)))}
	}
	return tuneResult{true, fmt.Sprintf("tuned to %s Hz %s", freq, mode)}
}

func main() {
	nc, err := nats.Connect(os.Getenv("NATS_URL"), nats.Name("remote-station-tuner"))
	if err != nil {
		log.Fatalf("connect: %v", err)
	}
	defer nc.Drain()

	_, err = nc.QueueSubscribe("station.hf1.tune", "tuners", func(msg *nats.Msg) {
		var req map[string]any
		if err := json.Unmarshal(msg.Data, &req); err != nil {
			log.Printf("discarding malformed request: %v", err)
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()

		res := tune(ctx, req)
		log.Printf("callsign=%v result=%s", req["callsign"], res.Message)
		if msg.Reply != "" {
			payload, _ := json.Marshal(res)
			_ = msg.Respond(payload)
		}
	})
	if err != nil {
		log.Fatalf("subscribe: %v", err)
	}
	select {}
}
