// A snowplough dispatch return program of the h66 set (cwe-601-redirect).
package controllers

import (
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/revel/revel"
)

// Dispatch is the board the night controller keeps open during a
// snowfall. Drivers' tablets call Cleared when a gritting route is done
// and are sent back to whichever screen they came from.
type Dispatch struct {
	*revel.Controller
}

type routeState struct {
	Code      string
	ClearedAt time.Time
	Driver    string
}

var (
	boardMu sync.Mutex
	board   = map[int]*routeState{}
)

const boardHome = "/dispatch/board"

// Cleared handles /dispatch/cleared?route=14&driver=ALF&next=/dispatch/route/15
func (c Dispatch) Cleared() revel.Result {
	routeNo, err := strconv.Atoi(c.Params.Get("route"))
	if err != nil || routeNo <= 0 {
		c.Flash.Error("Unknown route number")
		return c.Redirect(boardHome)
	}
	driver := strings.ToUpper(strings.TrimSpace(c.Params.Get("driver")))
	if len(driver) > 8 {
		driver = driver[:8]
	}

	boardMu.Lock()
	st, ok := board[routeNo]
	if !ok {
		st = &routeState{Code: "R" + strconv.Itoa(routeNo)}
		board[routeNo] = st
	}
	st.ClearedAt = time.Now()
	st.Driver = driver
	boardMu.Unlock()

	revel.AppLog.Infof("route %d cleared by %s", routeNo, driver)

	next := c.Params.Get("next")
	if !strings.HasPrefix(next, "/") {
		next = boardHome
	}
	return c.Redirect(next)
}

// Board renders the state of every route seen this shift.
func (c Dispatch) Board() revel.Result {
	boardMu.Lock()
	routes := make([]routeState, 0, len(board))
	for _, st := range board {
		routes = append(routes, *st)
	}
	boardMu.Unlock()
	return c.Render(routes)
}
