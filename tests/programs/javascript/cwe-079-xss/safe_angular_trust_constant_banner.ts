// table of catalogue items
import { Component, type OnInit } from '@angular/core'
import { DomSanitizer, type SafeHtml } from '@angular/platform-browser'
import { ItemService } from '../services/item.service'

const BANNER = '<strong>New season</strong> items are <em>in stock</em>'

@Component({
  selector: 'app-item-table',
  templateUrl: './item-table.component.html'
})
export class ItemTableComponent implements OnInit {
  public rows: any[] = []
  public banner?: SafeHtml

  constructor (private readonly itemService: ItemService, private readonly sanitizer: DomSanitizer) {}

  ngOnInit (): void {
    this.banner = this.sanitizer.bypassSecurityTrustHtml(BANNER)
    this.itemService.search('').subscribe((items: any[]) => {
      this.rows = items
    }, (err) => { console.log(err) })
  }
}
