// A type specimen glyphs program of the h64 set (cwe-643-xpath).
package main

import (
	"fmt"
	"log"
	"os"
	"regexp"
	"strings"

	"github.com/antchfx/xmlquery"
	"github.com/gofiber/fiber/v2"
	"github.com/gofiber/fiber/v2/middleware/logger"
)

// specimen catalogue exported from the foundry's font production database:
// <catalogue><font slug="..."><glyph name="..." script="..." unicode="..." weight="..."/></font></catalogue>
var catalogue *xmlquery.Node

var (
	fontSlug   = regexp.MustCompile(`^[a-z0-9-]{2,40}$`)
	scriptName = regexp.MustCompile(`^[a-z]{2,20}$`)
)

type glyphInfo struct {
	Name    string `json:"name"`
	Unicode string `json:"unicode"`
	Script  string `json:"script"`
}

func glyphQuery(font string, scripts []string) string {
	conds := make([]string, len(scripts))
	for i, s := range scripts {
		conds[i] = fmt.Sprintf("@script='%s'", s)
	}
	return fmt.Sprintf("//font[@slug='%s']/glyph[%s]", font, strings.Join(conds, " or "))
}

func listGlyphs(c *fiber.Ctx) error {
	font := c.Params("font")
	if !fontSlug.MatchString(font) {
		return fiber.NewError(fiber.StatusNotFound, "unknown font")
	}
	scripts := strings.Split(c.Query("scripts", "latin"), ",")
	for i, s := range scripts {
		s = strings.ToLower(strings.TrimSpace(s))
		if !scriptName.MatchString(s) {
			return fiber.NewError(fiber.StatusBadRequest, "scripts are lower-case names")
		}
		scripts[i] = s
	}

	nodes, err := xmlquery.QueryAll(catalogue, glyphQuery(font, scripts))
	if err != nil {
		return fiber.NewError(fiber.StatusBadRequest, "bad glyph query")
	}
	byScript := map[string][]glyphInfo{}
	for _, n := range nodes {
		g := glyphInfo{Name: n.SelectAttr("name"), Unicode: n.SelectAttr("unicode"), Script: n.SelectAttr("script")}
		byScript[g.Script] = append(byScript[g.Script], g)
	}
	return c.JSON(fiber.Map{"font": font, "glyphs": byScript, "count": len(nodes)})
}

func main() {
	f, err := os.Open(os.Getenv("SPECIMEN_CATALOGUE"))
	if err != nil {
		log.Fatal(err)
	}
	catalogue, err = xmlquery.Parse(f)
	f.Close()
	if err != nil {
		log.Fatal(err)
	}

	app := fiber.New()
	app.Use(logger.New())
	app.Get("/api/specimens/:font/glyphs", listGlyphs)
	log.Fatal(app.ListenTLS(":8443", os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
