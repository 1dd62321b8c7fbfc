// Fiber endpoint that converts an uploaded image into a thumbnail of the requested format.
package media

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/gofiber/fiber/v2"
	"github.com/google/uuid"
)

type Converter struct {
	WorkDir string
	Quality int
}

func (cv *Converter) convert(src, format string) (string, error) {
	dst := filepath.Join(cv.WorkDir, uuid.NewString()+"."+format)
	script := fmt.Sprintf("convert %s -resize 320x320 -quality %d %s", src, cv.Quality, dst)
	if out, err := exec.Command("bash", "-c", script).CombinedOutput(); err != nil {
		return "", fmt.Errorf("convert: %v: %s", err, out)
	}
	return dst, nil
}

func (cv *Converter) Handle(c *fiber.Ctx) error {
	fh, err := c.FormFile("image")
	if err != nil {
		return c.Status(fiber.StatusBadRequest).SendString("missing image")
	}
	format := strings.ToLower(c.Query("format", "png"))
	if strings.ContainsAny(format, `/\`) {
		return c.Status(fiber.StatusBadRequest).SendString("invalid format")
	}
	src := filepath.Join(cv.WorkDir, uuid.NewString())
	if err := c.SaveFile(fh, src); err != nil {
		return c.Status(fiber.StatusInternalServerError).SendString("upload failed")
	}
	defer os.Remove(src)

	dst, err := cv.convert(src, format)
	if err != nil {
		return c.Status(fiber.StatusUnprocessableEntity).SendString("conversion failed")
	}
	defer os.Remove(dst)
	return c.SendFile(dst)
}
