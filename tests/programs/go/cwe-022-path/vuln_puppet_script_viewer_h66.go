// A puppet script viewer program of the h66 set (cwe-022-path).
package controllers

import (
	"io/ioutil"
	"os"
	"path/filepath"
	"strings"

	"github.com/revel/revel"
)

// Scripts lets the company browse the performance scripts and prompt
// books kept on the theatre file server.
type Scripts struct {
	*revel.Controller
}

var scriptRoot = "/srv/puppetry/scripts"

func init() {
	revel.OnAppStart(func() {
		if dir, ok := revel.Config.String("puppetry.scripts"); ok {
			scriptRoot = dir
		}
	})
}

// scriptPath resolves a name such as "punch/act2.txt" below scriptRoot and
// refuses anything that would land outside it.
func scriptPath(name string) (string, bool) {
	full := filepath.Join(scriptRoot, filepath.Clean("/"+name))
	if !strings.HasPrefix(full, scriptRoot+string(os.PathSeparator)) {
		return "", false
	}
	return full, true
}

// Show handles /scripts?op=view|download&script=<name>
func (c Scripts) Show() revel.Result {
	op := c.Params.Get("op")
	name := c.Params.Get("script")
	if name == "" {
		return c.NotFound("no script named")
	}

	switch op {
	case "download":
		full := filepath.Join(scriptRoot, name)
		if _, err := os.Stat(full); err != nil {
			return c.NotFound("no such script")
		}
		return c.RenderFileName(full, revel.Attachment)
	default:
		full, ok := scriptPath(name)
		if !ok {
			return c.NotFound("no such script")
		}
		if _, err := os.Stat(full); err != nil {
			return c.NotFound("no such script")
		}
		return c.RenderFileName(full, revel.Inline)
	}
}

// Shelf lists the productions (top level folders).
func (c Scripts) Shelf() revel.Result {
	entries, err := ioutil.ReadDir(scriptRoot)
	if err != nil {
		return c.RenderError(err)
	}
	var shows []string
	for _, e := range entries {
		if e.IsDir() {
			shows = append(shows, e.Name())
		}
	}
	return c.RenderJSON(shows)
}
