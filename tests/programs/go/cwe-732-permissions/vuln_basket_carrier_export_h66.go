// A basket carrier export program of the h66 set (cwe-732-permissions).
package actions

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"io/ioutil"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/gobuffalo/buffalo"
	"github.com/gobuffalo/buffalo/render"
)

var r = render.New(render.Options{})

// exportRoot is read each evening by the carrier upload job, which runs
// under the same service account as this app.
// Each file holds names, delivery addresses and phone numbers for the
// day's willow basket orders.
var exportRoot = "/var/basketry/carrier"

type dispatchLine struct {
	Order    int
	Customer string
	Address  string
	Postcode string
	Phone    string
	Parcels  int
}

// pendingDispatch would come from the orders table; kept in memory by the
// order screen until the export runs.
var pendingDispatch []dispatchLine

// CarrierExportHandler writes today's dispatch list: POST /dispatch/export
func CarrierExportHandler(c buffalo.Context) error {
	day := time.Now().Format("2006-01-02")
	dir := filepath.Join(exportRoot, day)
	if err := os.MkdirAll(dir, 0777); err != nil {
		return c.Error(500, fmt.Errorf("cannot create export folder: %v", err))
	}

	var buf bytes.Buffer
	cw := csv.NewWriter(&buf)
	cw.Write([]string{"order", "customer", "address", "postcode", "phone", "parcels"})
	for _, l := range pendingDispatch {
		cw.Write([]string{
			strconv.Itoa(l.Order), l.Customer, l.Address, l.Postcode, l.Phone, strconv.Itoa(l.Parcels),
		})
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		return c.Error(500, err)
	}

	name := filepath.Join(dir, "dispatch.csv")
	if err := ioutil.WriteFile(name, buf.Bytes(), 0666); err != nil {
		return c.Error(500, fmt.Errorf("cannot write dispatch list: %v", err))
	}

	return c.Render(201, r.JSON(map[string]interface{}{
		"file":  name,
		"lines": len(pendingDispatch),
	}))
}

// MountDispatchRoutes adds the export to the workshop app.
func MountDispatchRoutes(app *buffalo.App) {
	app.POST("/dispatch/export", CarrierExportHandler)
}
