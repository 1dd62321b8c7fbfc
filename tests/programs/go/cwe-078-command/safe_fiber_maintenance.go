// Fiber endpoint for the ops dashboard that runs one of a few maintenance tasks.
package main

import (
	"os/exec"

	"github.com/gofiber/fiber/v2"
)

var maintenanceTasks = map[string][]string{
	"disk":    {"df", "-h", "/srv"},
	"uptime":  {"uptime"},
	"backups": {"ls", "-1t", "/var/backups/app"},
}

func runMaintenance(c *fiber.Ctx) error {
	argv, ok := maintenanceTasks[c.Query("task")]
	if !ok {
		return c.Status(fiber.StatusBadRequest).JSON(fiber.Map{"error": "unknown task"})
	}
	out, err := exec.Command(argv[0], argv[1:]...).Output()
	if err != nil {
		return c.Status(fiber.StatusInternalServerError).JSON(fiber.Map{"error": "task failed"})
	}
	return c.JSON(fiber.Map{"output": string(out)})
}

func main() {
	app := fiber.New()
	app.Get("/ops/maintenance", runMaintenance)
}
