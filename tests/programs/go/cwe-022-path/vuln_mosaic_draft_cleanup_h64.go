// A mosaic draft cleanup program of the h64 set (cwe-022-path).
package main

import (
	"log"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/gofiber/fiber/v2"
	"github.com/gofiber/fiber/v2/middleware/logger"
)

const draftsRoot = "/var/lib/tessera/drafts"

var studioSlug = regexp.MustCompile(`^[a-z0-9-]{3,32}$`)

type cleanupRequest struct {
	Drafts []struct {
		File   string `json:"file"`
		Reason string `json:"reason"`
	} `json:"drafts"`
}

// drafts are the PNG cartoons an artist exports before cutting tesserae
func isDraftImage(name string) bool {
	return strings.EqualFold(filepath.Ext(name), ".png")
}

func cleanupDrafts(c *fiber.Ctx) error {
	studio := c.Params("studio")
	if !studioSlug.MatchString(studio) {
		return fiber.NewError(fiber.StatusNotFound, "unknown studio")
	}
	var req cleanupRequest
	if err := c.BodyParser(&req); err != nil {
		return fiber.NewError(fiber.StatusBadRequest, "invalid body")
	}

	dir := filepath.Join(draftsRoot, studio)
	removed := []string{}
	failed := map[string]string{}
	reasons := map[string]int{}
	for _, d := range req.Drafts {
		if !isDraftImage(d.File) {
			failed[d.File] = "not a draft image"
			continue
		}
		if err := os.Remove(filepath.Join(dir, d.File)); err != nil {
			failed[d.File] = "could not remove"
			continue
		}
		removed = append(removed, d.File)
		reasons[strings.ToLower(strings.TrimSpace(d.Reason))]++
	}
	log.Printf("studio %s removed %d drafts %v", studio, len(removed), reasons)
	return c.JSON(fiber.Map{"removed": removed, "failed": failed})
}

func main() {
	app := fiber.New()
	app.Use(logger.New())
	app.Delete("/api/studios/:studio/drafts", cleanupDrafts)
	log.Fatal(app.ListenTLS(":8443", os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
