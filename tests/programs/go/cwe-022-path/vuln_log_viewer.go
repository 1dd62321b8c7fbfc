// Fiber route that lets operators read a service log file from the log directory.
package logs

import (
	"os"
	"path/filepath"

	"github.com/gofiber/fiber/v2"
)

type Viewer struct {
	LogDir   string
	MaxBytes int64
}

func (v *Viewer) logPath(name string) string {
	return filepath.Join(v.LogDir, filepath.Clean(name))
}

func (v *Viewer) Read(c *fiber.Ctx) error {
	name := c.Query("file")
	if name == "" {
		return c.Status(fiber.StatusBadRequest).SendString("file parameter required")
	}

	path := v.logPath(name)
	info, err := os.Stat(path)
	if err != nil || info.IsDir() {
		return c.Status(fiber.StatusNotFound).SendString("not found")
	}
	if info.Size() > v.MaxBytes {
		return c.Status(fiber.StatusRequestEntityTooLarge).SendString("log too large, use the archive")
	}

	data, err := os.ReadFile(path)
	if err != nil {
		return c.Status(fiber.StatusInternalServerError).SendString("read failed")
	}
	c.Set(fiber.HeaderContentType, fiber.MIMETextPlainCharsetUTF8)
	return c.Send(data)
}

func Register(app *fiber.App, v *Viewer) {
	app.Get("/admin/logs", v.Read)
}
