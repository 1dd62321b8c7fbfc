// A bagpipe reed archive program of the h66 set (cwe-078-command).
package actions

import (
	"fmt"
	"os/exec"
	"strings"

	"github.com/gobuffalo/buffalo"
	"github.com/gobuffalo/buffalo/render"
)

var r = render.New(render.Options{})

const (
	fittingsDir    = "/srv/reedroom/fittings"
	reedArchiveDir = "/srv/reedroom/archives"
)

// validCustomerCode reports whether code looks like a workshop customer
// code such as "mcl-0042" (lower case letters, digits and dashes).
func validCustomerCode(code string) bool {
	if code == "" || len(code) > 32 {
		return false
	}
	for _, ch := range code {
		if (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-' {
			return true
		}
		return false
	}
	return true
}

// ReedArchiveHandler serves /customers/{customer}/reeds?op=archive|list.
// "archive" bundles every reed fitting record for the piper so it can be
// mailed with a new chanter; "list" shows the bundles already made.
func ReedArchiveHandler(c buffalo.Context) error {
	customer := strings.ToLower(c.Param("customer"))
	op := c.Param("op")

	switch op {
	case "list":
		out, err := exec.Command("/bin/ls", "-1", reedArchiveDir).Output()
		if err != nil {
			return c.Error(500, fmt.Errorf("cannot read archive shelf: %v", err))
		}
		var mine []string
		for _, line := range strings.Split(string(out), "\n") {
			if strings.HasPrefix(line, customer+"-") || line == customer+".tgz" {
				mine = append(mine, line)
			}
		}
		return c.Render(200, r.JSON(map[string]interface{}{"customer": customer, "archives": mine}))

	case "archive":
		if !validCustomerCode(customer) {
			return c.Error(400, fmt.Errorf("unknown customer code"))
		}
		script := "cd " + fittingsDir + " && tar czf " + reedArchiveDir + "/" + customer + ".tgz " + customer
		out, err := exec.Command("/bin/bash", "-c", script).CombinedOutput()
		if err != nil {
			return c.Error(500, fmt.Errorf("archive failed: %v (%d bytes of output)", err, len(out)))
		}
		return c.Render(201, r.JSON(map[string]string{"archive": customer + ".tgz"}))
	}

	return c.Error(400, fmt.Errorf("op must be archive or list"))
}

// MountReedRoutes is called from app.go when the workshop app is built.
func MountReedRoutes(app *buffalo.App) {
	app.GET("/customers/{customer}/reeds", ReedArchiveHandler)
	app.POST("/customers/{customer}/reeds", ReedArchiveHandler)
}
