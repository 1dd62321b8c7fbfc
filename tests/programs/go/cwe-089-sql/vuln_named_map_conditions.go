// Item listing filtered by a column condition with GORM.
package main

import (
	"net/http"

	"gorm.io/gorm"
)

var db *gorm.DB

// Cond is a map of column names to the values they must equal.
type Cond map[string]interface{}

type Item struct{ ID int }

func list(w http.ResponseWriter, r *http.Request) {
	var items []Item
	col := r.FormValue("col")
	db.Where(Cond{col: "x"}).Find(&items)
}

func main() {
	http.HandleFunc("/items", list)
	http.ListenAndServe(":8080", nil)
}
