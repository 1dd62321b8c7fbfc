// Fiber endpoint for a telecom NOC that runs a reachability probe against a cell tower management address.
package noc

import (
	"context"
	"errors"
	"os/exec"
	"strings"
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

var errBadAddress = errors.New("address contains forbidden characters")

func checkAddress(addr string) error {
	if addr == "" || strings.ContainsAny(addr, ";&|><") {
		return errBadAddress
	}
	return nil
}

type Prober struct{ Timeout time.Duration }

func (p *Prober) Ping(req ProbeRequest) (ProbeResult, error) {
	if err := checkAddress(req.Address); err != nil {
		return ProbeResult{}, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), p.Timeout)
	defer cancel()
	line := "ping -c 3 -W 2 " + req.Address
	out, err := exec.CommandContext(ctx, "sh", "-c", line).CombinedOutput()
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
