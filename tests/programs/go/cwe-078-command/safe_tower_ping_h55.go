// Fiber endpoint for a telecom NOC that runs a reachability probe against a cell tower management address.
package noc

import (
	"context"
	"errors"
	"net"
	"os/exec"
	"time"

	"github.com/gofiber/fiber/v2"
)

type ProbeRequest struct {
	TowerID string `json:"tower_id"`
	Address string `json:"address"`
	Count   int    `json:"count"`
}

type ProbeResult struct {
	TowerID string `json:"tower_id"`
	Output  string `json:"output"`
}

var errBadAddress = errors.New("address must be an IP literal")

func parseAddress(addr string) (net.IP, error) {
	ip := net.ParseIP(addr)
	if ip == nil {
		return nil, errBadAddress
	}
	return ip, nil
}

type Prober struct{ Timeout time.Duration }

func (p *Prober) Ping(req ProbeRequest) (ProbeResult, error) {
	ip, err := parseAddress(req.Address)
	if err != nil {
		return ProbeResult{}, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), p.Timeout)
	defer cancel()
	out, err := exec.CommandContext(ctx, "ping", "-c", "3", "-W", "2", ip.String()).CombinedOutput()
	return ProbeResult{TowerID: req.TowerID, Output: string(out)}, err
}

type ProbeController struct{ Prober *Prober }

func (pc *ProbeController) Register(app *fiber.App) {
	app.Post("/towers/probe", func(c *fiber.Ctx) error {
		var req ProbeRequest
		if err := c.BodyParser(&req); err != nil {
			return c.Status(fiber.StatusBadRequest).JSON(fiber.Map{"error": "bad body"})
		}
		res, err := pc.Prober.Ping(req)
		if errors.Is(err, errBadAddress) {
			return c.Status(fiber.StatusBadRequest).JSON(fiber.Map{"error": err.Error()})
		}
		return c.JSON(res)
	})
}
