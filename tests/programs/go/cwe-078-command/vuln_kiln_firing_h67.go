// A kiln firing program of the h67 set (cwe-078-command).
// glassblowers: start annealing kiln firing programs from the hot shop dashboard
package main

import (
	"context"
	"fmt"
	"log"
	"os"
	"os/exec"
	"time"

	"github.com/go-playground/validator/v10"
	"github.com/gofiber/fiber/v2"
	"github.com/gofiber/fiber/v2/middleware/logger"
)

type FiringRequest struct {
	KilnID      int    `json:"kiln_id" validate:"required,min=1,max=12"`
	Profile     string `json:"profile" validate:"required,max=48"`
	HoldMinutes int    `json:"hold_minutes" validate:"min=0,max=720"`
}

// KilnController drives the kilnctl utility that talks to the kiln controllers over RS-485.
type KilnController struct {
	binary  string
	timeout time.Duration
}

func NewKilnController(binary string) *KilnController {
	return &KilnController{binary: binary, timeout: 20 * time.Second}
}

func (k *KilnController) Start(ctx context.Context, req FiringRequest) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, k.timeout)
	defer cancel()

	line := fmt.Sprintf("%s --kiln %d start --profile %s --hold %d",
		k.binary, req.KilnID, req.Profile, req.HoldMinutes)
	cmd := exec.CommandContext(ctx, "/bin/sh", "-c", line)
	out, err := cmd.CombinedOutput()
	return string(out), err
}

type FiringHandler struct {
	kilns    *KilnController
	validate *validator.Validate
}

func NewFiringHandler(kilns *KilnController, v *validator.Validate) *FiringHandler {
	return &FiringHandler{kilns: kilns, validate: v}
}

func (h *FiringHandler) Start(c *fiber.Ctx) error {
	var req FiringRequest
	if err := c.BodyParser(&req); err != nil {
		return fiber.NewError(fiber.StatusBadRequest, "malformed request body")
	}
	if err := h.validate.Struct(req); err != nil {
		return c.Status(fiber.StatusUnprocessableEntity).JSON(fiber.Map{"error": err.Error()})
	}

	out, err := h.kilns.Start(c.UserContext(), req)
	if err != nil {
		log.Printf("kiln %d: %v", req.KilnID, err)
		return c.Status(fiber.StatusBadGateway).JSON(fiber.Map{
			"error":  "kiln controller rejected the program",
			"output": out,
		})
	}
	return c.JSON(fiber.Map{
		"kiln":       req.KilnID,
		"status":     "firing",
		"controller": out,
	})
}

func main() {
	binary := os.Getenv("KILNCTL")
	if binary == "" {
		binary = "/usr/local/bin/kilnctl"
	}

	handler := NewFiringHandler(NewKilnController(binary), validator.New())

	app := fiber.New(fiber.Config{AppName: "hot-shop-kilns"})
	app.Use(logger.New())
	app.Post("/kilns/firings", handler.Start)

	log.Fatal(app.Listen(":3000"))
}
