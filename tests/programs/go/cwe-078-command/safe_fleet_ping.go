// Diagnostics endpoint that pings a fleet device address and returns the round-trip output.
package diag

import (
	"context"
	"net"
	"net/http"
	"os/exec"
	"time"

	"github.com/julienschmidt/httprouter"
)

type Diagnostics struct {
	PingCount int
}

func (d *Diagnostics) Register(router *httprouter.Router) {
	router.GET("/diag/ping/:host", d.ping)
}

func runShell(ctx context.Context, line string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	return exec.CommandContext(ctx, "/bin/sh", "-c", line).CombinedOutput()
}

func (d *Diagnostics) ping(w http.ResponseWriter, r *http.Request, ps httprouter.Params) {
	host := ps.ByName("host")
	ip := net.ParseIP(host)
	if ip == nil {
		http.Error(w, "device address must be an IP", http.StatusBadRequest)
		return
	}
	line := "ping -n -c " + itoa(d.PingCount) + " -W 2 " + ip.String()
	out, err := runShell(r.Context(), line)
	w.Header().Set("Content-Type", "text/plain")
	if err != nil {
		w.WriteHeader(http.StatusBadGateway)
	}
	w.Write(out)
}

func itoa(n int) string {
	if n <= 0 || n > 9 {
		return "3"
	}
	return string(rune('0' + n))
}
