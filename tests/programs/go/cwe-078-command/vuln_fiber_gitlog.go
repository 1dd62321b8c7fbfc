// Fiber endpoint for the deploy dashboard that shows recent commits of a branch.
package main

import (
	"os/exec"

	"github.com/gofiber/fiber/v2"
)

func recentCommits(c *fiber.Ctx) error {
	branch := c.Query("branch", "main")
	out, err := exec.Command("/bin/sh", "-c", "cd /srv/app && git log --oneline -n 10 "+branch).Output()
	if err != nil {
		return c.Status(fiber.StatusInternalServerError).JSON(fiber.Map{"error": "git failed"})
	}
	return c.JSON(fiber.Map{"log": string(out)})
}

func main() {
	app := fiber.New()
	app.Get("/deploy/commits", recentCommits)
}
